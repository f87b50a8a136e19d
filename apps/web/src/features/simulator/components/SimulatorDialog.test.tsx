import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { fakeApi, renderRoute, success } from '../../../lib/test-utils';
import { Simulator } from './Simulator';
import SimulatorDialog from './SimulatorDialog';

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement & HTMLSelectElement;
const optionTexts = (testId: string) => Array.from(input(testId).options).map((option) => option.text);
const termLabel = () => screen.getByTestId('simulator-term-label').textContent;

function saveCustomer(affluent: boolean) {
  localStorage.setItem('customer', JSON.stringify({ name: 'María Rojas', avatar: null, affluent }));
}

function open() {
  const api = fakeApi({ 'POST /api/calculator/register': () => success({ id: 'c1' }) });
  const onClose = vi.fn();
  renderRoute(<SimulatorDialog onClose={onClose} />, '/glosario');
  return { api, onClose };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Simula tu inversión: what each customer may choose', () => {
  it('offers an affluent customer Factoring, Bono Select MidCap and Mutuo Acreencias', async () => {
    saveCustomer(true);
    open();
    await screen.findByTestId('simulator-product');
    expect(screen.getByRole('dialog', { name: 'Simula tu inversión' })).toBeTruthy();
    expect(optionTexts('simulator-product')).toEqual(['Factoring', 'Bono Select MidCap', 'Mutuo Acreencias']);
    expect(input('simulator-product').disabled).toBe(false);
  });

  it('shows a non-affluent customer only Factoring, with the select disabled', async () => {
    saveCustomer(false);
    open();
    await screen.findByTestId('simulator-product');
    expect(optionTexts('simulator-product')).toEqual(['Factoring']);
    expect(input('simulator-product').disabled).toBe(true);
  });

  it('waits for the customer record, looking again every second', async () => {
    open();
    expect(screen.getByText('Cargando tus datos…')).toBeTruthy();
    saveCustomer(false);
    await waitFor(() => expect(screen.getByTestId('simulator-product')).toBeTruthy(), { timeout: 2500 });
  });
});

describe('Simula tu inversión: defaults per product (requirements R9)', () => {
  beforeEach(() => saveCustomer(true));

  it('Factoring: S/\u00a01000, slider at 12 months, no frequency select', async () => {
    open();
    await screen.findByTestId('simulator-product');
    expect(input('simulator-currency').value).toBe('PEN');
    expect(input('simulator-amount').value).toBe('1000');
    expect(termLabel()).toBe('12 meses');
    expect(screen.queryByTestId('simulator-frequency')).toBeNull();
    expect(screen.getByRole('slider').getAttribute('aria-valuetext')).toBe('12 meses');
  });

  it('Bono Select MidCap: S/\u00a0250000, slider at 24 months, paid monthly', async () => {
    open();
    fireEvent.change(await screen.findByTestId('simulator-product'), { target: { value: '3' } });
    expect(input('simulator-amount').value).toBe('250000');
    expect(termLabel()).toBe('24 meses');
    expect(optionTexts('simulator-frequency')).toEqual(['Mensual']);
  });

  it('Mutuo Acreencias: S/\u00a075000, slider at 12 months, quarterly or at maturity; $\u00a020000 in dollars', async () => {
    open();
    fireEvent.change(await screen.findByTestId('simulator-product'), { target: { value: '4' } });
    expect(input('simulator-amount').value).toBe('75000');
    expect(termLabel()).toBe('12 meses');
    expect(optionTexts('simulator-frequency')).toEqual(['Trimestral', 'Al vencimiento']);
    expect(input('simulator-frequency').value).toBe('quarterly');

    fireEvent.change(input('simulator-currency'), { target: { value: 'USD' } });
    expect(input('simulator-amount').value).toBe('20000');
  });
});

describe('Simula tu inversión: amount, minimum and result', () => {
  beforeEach(() => saveCustomer(false));

  it('keeps digits only and shows the R5 message below the minimum until the field is clicked', async () => {
    const { api } = open();
    await screen.findByTestId('simulator-amount');
    fireEvent.change(input('simulator-amount'), { target: { value: '9a9.9' } });
    expect(input('simulator-amount').value).toBe('999');

    fireEvent.click(screen.getByTestId('simulator-calculate'));
    expect(screen.getByTestId('simulator-amount-error').textContent).toBe(
      'Monto mínimo de inversión S/\u00a01,000',
    );
    expect(screen.queryByTestId('simulator-result')).toBeNull();
    expect(api.calls('POST /api/calculator/register')).toHaveLength(0);

    fireEvent.click(input('simulator-amount'));
    expect(screen.queryByTestId('simulator-amount-error')).toBeNull();

    fireEvent.change(input('simulator-currency'), { target: { value: 'USD' } });
    fireEvent.change(input('simulator-amount'), { target: { value: '499' } });
    fireEvent.click(screen.getByTestId('simulator-calculate'));
    expect(screen.getByTestId('simulator-amount-error').textContent).toBe(
      'Monto mínimo de inversión $\u00a0500',
    );
  });

  it('calculates, records the calculation, and "Volver a calcular" returns to the same form', async () => {
    const { api } = open();
    await screen.findByTestId('simulator-amount');
    fireEvent.click(screen.getByTestId('simulator-calculate'));

    const result = await screen.findByTestId('simulator-result');
    // S/ 1000 at 9.5 % for 12 months = 95.00 gross, 90.25 after 5 % tax, in 4 quarterly payments.
    expect(within(result).getByText('En 12 meses recibes:')).toBeTruthy();
    expect(screen.getByTestId('simulator-payment-count').textContent).toBe('4 pagos trimestrales');
    expect(screen.getByTestId('simulator-payment-amount').textContent).toBe('S/\u00a022.56');
    expect(screen.getByTestId('simulator-net-total').textContent).toBe('S/\u00a090.25');
    expect(within(result).getByText('Por un total de')).toBeTruthy();
    expect(screen.getByTestId('simulator-invest')).toBeTruthy();
    await waitFor(() => expect(api.calls('POST /api/calculator/register')).toHaveLength(1));
    expect(api.calls('POST /api/calculator/register')[0]?.body).toEqual({
      source: 'webapp',
      currency: 'PEN',
      amount: '1000.00',
      months: 12,
    });

    fireEvent.click(screen.getByTestId('simulator-recalculate'));
    expect(input('simulator-amount').value).toBe('1000');
    expect(termLabel()).toBe('12 meses');
  });

  it('"Quiero invertir" goes to the products when the product list cannot be read', async () => {
    const { onClose } = open();
    fireEvent.click(await screen.findByTestId('simulator-calculate'));
    fireEvent.click(await screen.findByTestId('simulator-invest'));
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/portafolio/productos'));
  });

  it('"Quiero invertir" starts the investment in the simulated product, back here on closing', async () => {
    fakeApi({
      'POST /api/calculator/register': () => success({ id: 'c1' }),
      'GET /api/products/free': () =>
        success([
          { id: 'usd-1', simulatorValue: 1, currency: { code: 'USD', symbol: '$' } },
          { id: 'pen-1', simulatorValue: 1, currency: { code: 'PEN', symbol: 'S/' } },
        ]),
    });
    const onClose = vi.fn();
    renderRoute(<SimulatorDialog onClose={onClose} />, '/glosario');
    fireEvent.click(await screen.findByTestId('simulator-calculate'));
    fireEvent.click(await screen.findByTestId('simulator-invest'));
    expect(onClose).toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/onboarding?productId=pen-1&volver=%2Fglosario',
      ),
    );
  });

  it('offers no "Quiero invertir" for products other than Factoring', async () => {
    localStorage.clear();
    saveCustomer(true);
    open();
    fireEvent.change(await screen.findByTestId('simulator-product'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('simulator-calculate'));
    await screen.findByTestId('simulator-result');
    expect(screen.queryByTestId('simulator-invest')).toBeNull();
  });

  it('records the calculation of a PARTICIPE with /register-participant', async () => {
    saveSession({ accessToken: 'access-1' });
    const api = fakeApi({
      'GET /api/profile/me': () =>
        success({ profile: 'PARTICIPE', name: 'María', avatarUrl: null, affluent: false, flashdata: {} }),
      'POST /api/calculator/register-participant': () => success({ id: 'c2' }),
    });
    renderRoute(<SimulatorDialog onClose={() => {}} />, '/glosario');
    fireEvent.change(await screen.findByTestId('simulator-currency'), { target: { value: 'USD' } });
    await waitFor(() => expect(api.calls('GET /api/profile/me')).toHaveLength(1));
    fireEvent.click(screen.getByTestId('simulator-calculate'));
    await waitFor(() => expect(api.calls('POST /api/calculator/register-participant')).toHaveLength(1));
    expect(api.calls('POST /api/calculator/register-participant')[0]?.body).toEqual({
      source: 'webapp',
      currency: 'USD',
      amount: '500.00',
      months: 12,
    });
  });
});

describe('Simula tu inversión: the Dólares/Soles toggle', () => {
  it('replaces the product select for non-affluent customers on the calculator page', async () => {
    saveCustomer(false);
    fakeApi({});
    renderRoute(<Simulator productSelect="affluent" onInvest={() => {}} />, '/simula_inversion');
    fireEvent.click(await screen.findByTestId('simulator-toggle-USD'));
    expect(screen.queryByTestId('simulator-product')).toBeNull();
    expect(screen.getByTestId('simulator-toggle-USD').getAttribute('aria-pressed')).toBe('true');
    expect(input('simulator-amount').value).toBe('500');
    fireEvent.click(screen.getByTestId('simulator-toggle-PEN'));
    expect(input('simulator-amount').value).toBe('1000');
  });

  it('keeps the product select for affluent customers on the same page', async () => {
    saveCustomer(true);
    fakeApi({});
    renderRoute(<Simulator productSelect="affluent" onInvest={() => {}} />, '/simula_inversion');
    expect(optionTexts('simulator-product')).toEqual(['Factoring', 'Bono Select MidCap', 'Mutuo Acreencias']);
    expect(screen.queryByTestId('simulator-toggle-USD')).toBeNull();
  });
});
