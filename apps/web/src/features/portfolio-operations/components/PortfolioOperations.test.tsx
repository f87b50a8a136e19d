import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { failure, fakeApi, findButton, renderRoute, success } from '../../../lib/test-utils';
import ReinvestmentPage from './ReinvestmentPage';
import TransferPage from './TransferPage';

const usd = { code: 'USD', symbol: '$' };
const fund = (over: Record<string, unknown> = {}) => ({
  productId: 'p-bono',
  productName: 'Bono Select MidCap',
  productSlug: 'bono-select-midcap-dolares',
  productType: 'bono',
  productCode: 'BSMCE',
  currency: usd,
  quotas: '100.00000000',
  reservedQuotas: '0.00000000',
  availableQuotas: '100.00000000',
  quotaValue: '110.00000000',
  quotaValueDate: '2099-11-24',
  value: '11000.00',
  ...over,
});
const product = (id: string, name: string, code: 'USD' | 'PEN') => ({
  _id: id,
  id,
  name,
  slug: id,
  code: id,
  type: 'factoring',
  simulatorValue: 1,
  currency: { code, symbol: code === 'USD' ? '$' : 'S/' },
  minInvestment: '500.00',
  quotaValue: '55.00000000',
  quotaValueDate: '2099-11-24',
});
const products = [
  product('p-bono', 'Bono Select MidCap', 'USD'),
  product('p-fact-usd', 'Factoring', 'USD'),
  product('p-fact-pen', 'Factoring', 'PEN'),
];
const side = (productId: string, productName: string, quotas: string, quotaValue: string) => ({
  productId,
  productName,
  quotas,
  quotaValue,
  quotaValueDate: '2099-11-24',
});
const calculation = (over: Record<string, unknown> = {}) => ({
  fits: true,
  message: null,
  currency: usd,
  applicableDay: '2099-11-24',
  amount: '1100.00',
  from: {
    ...side('p-bono', 'Bono Select MidCap', '-10.00000000', '110.00000000'),
    availableQuotas: '100.00000000',
    maxQuotas: '100.00000000',
    maxAmount: '11000.00',
  },
  to: side('p-fact-usd', 'Factoring', '20.00000000', '55.00000000'),
  ...over,
});
const CALC = 'GET /api/portfolio/movements/reinvestmentCalculation';

beforeEach(() => saveSession({ accessToken: 'access-1' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('reinvestment screen', () => {
  const PATH = '/portafolio/movimientos/reinvertir';

  it('offers only funds of the same currency, shows the figures, and confirms with one key per screen', async () => {
    let attempt = 0;
    const api = fakeApi({
      'GET /api/portfolio/funds': () => success([fund()]),
      'GET /api/products/free': () => success(products),
      [`${CALC}?fromProductId=p-bono&toProductId=p-fact-usd&quotas=10`]: () => success(calculation()),
      'POST /api/portfolio/movements/registerReInvestment': () =>
        ++attempt === 1
          ? failure(409, 'CONFLICT', 'El fondo recibió otra solicitud al mismo tiempo. Inténtalo de nuevo.')
          : {
              status: 201,
              body: {
                status: 'success',
                data: {
                  id: 'r1',
                  currency: usd,
                  amount: '1100.00',
                  applicableDay: '2099-11-24',
                  from: side('p-bono', 'Bono Select MidCap', '-10.00000000', '110.00000000'),
                  to: side('p-fact-usd', 'Factoring', '20.00000000', '55.00000000'),
                  executedAt: '2099-11-24T22:00:00.000Z',
                },
              },
            },
    });
    renderRoute(<ReinvestmentPage />, PATH);
    const to = (await screen.findByTestId('reinvest-to')) as HTMLSelectElement;
    expect([...to.options].map((o) => o.value)).toEqual(['p-fact-usd']);
    fireEvent.click(screen.getByTestId('reinvest-mode-quotas'));
    fireEvent.change(screen.getByTestId('reinvest-value'), { target: { value: '10' } });
    expect((await screen.findByTestId('reinvestment-amount')).textContent).toBe('$\u00a01,100.00');
    expect(screen.getByTestId('reinvestment-summary').textContent).toContain('20.00000000 cuotas');

    fireEvent.click(screen.getByTestId('reinvest-continue'));
    fireEvent.click(await screen.findByTestId('reinvest-confirm'));
    expect((await screen.findByTestId('reinvest-error')).textContent).toContain('Inténtalo de nuevo.');
    fireEvent.click(screen.getByTestId('reinvest-confirm'));
    expect((await screen.findByTestId('reinvest-done')).textContent).toContain(
      '$\u00a01,100.00 de Bono Select MidCap ahora son 20.00000000 cuotas de Factoring.',
    );
    const posts = api.calls('POST /api/portfolio/movements/registerReInvestment');
    expect(posts.map((c) => c.body)).toEqual([
      { fromProductId: 'p-bono', toProductId: 'p-fact-usd', quotas: '10' },
      { fromProductId: 'p-bono', toProductId: 'p-fact-usd', quotas: '10' },
    ]);
    const keys = posts.map((c) => c.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('explains a refusal and keeps the investor from continuing', async () => {
    fakeApi({
      'GET /api/portfolio/funds': () => success([fund()]),
      'GET /api/products/free': () => success(products),
      [`${CALC}?fromProductId=p-bono&toProductId=p-fact-usd&amount=200`]: () =>
        success(
          calculation({
            fits: false,
            amount: null,
            message: 'Monto mínimo de inversión $\u00a0500',
            to: { ...side('p-fact-usd', 'Factoring', '0', '55.00000000'), quotas: null },
          }),
        ),
    });
    renderRoute(<ReinvestmentPage />, PATH);
    fireEvent.change(await screen.findByTestId('reinvest-value'), { target: { value: '200' } });
    expect((await screen.findByTestId('reinvest-refusal')).textContent).toBe(
      'Monto mínimo de inversión $\u00a0500',
    );
    expect((screen.getByTestId('reinvest-continue') as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so when nothing is available to move', async () => {
    fakeApi({
      'GET /api/portfolio/funds': () => success([fund({ availableQuotas: '0.00000000' })]),
      'GET /api/products/free': () => success(products),
    });
    renderRoute(<ReinvestmentPage />, PATH);
    expect((await screen.findByTestId('reinvest-nothing')).textContent).toContain(
      'Aún no tienes cuotas para reinvertir',
    );
  });
});

describe('transfer screen', () => {
  const PATH = '/portafolio/movimientos/transferir';
  // Before 4:30 pm on the 24th a transfer is recorded at the 23rd's value, not the fund's latest (24th).
  const quotaValue = {
    'GET /api/portfolio/movements/transferQuotaValue?productId=p-bono': () =>
      success({
        productId: 'p-bono',
        currency: usd,
        applicableDay: '2099-11-23',
        quotaValue: '100.00000000',
        quotaValueDate: '2099-11-23',
      }),
  };

  it('checks the form, sends the code, and transfers with it; a wrong code keeps everything typed', async () => {
    let attempt = 0;
    const api = fakeApi({
      ...quotaValue,
      'GET /api/portfolio/funds': () => success([fund()]),
      'POST /api/otp/request': () =>
        success({ message: 'Te enviamos un código a tu correo.', expiresInSeconds: 600 }),
      'POST /api/portfolio/movements/registerTransfer': () =>
        ++attempt === 1
          ? failure(400, 'VALIDATION_ERROR', 'El código no es válido o ya venció. Solicita uno nuevo.', [
              { field: 'code', message: 'El código no es válido o ya venció. Solicita uno nuevo.' },
            ])
          : {
              status: 201,
              body: {
                status: 'success',
                data: {
                  id: 't1',
                  productId: 'p-bono',
                  productName: 'Bono Select MidCap',
                  currency: usd,
                  quotas: '5.00000000',
                  quotaValue: '100.00000000',
                  quotaValueDate: '2099-11-23',
                  value: '500.00',
                  recipient: { name: 'Rosa P.', documentNumber: '•••••678' },
                  executedAt: '2099-11-24T22:00:00.000Z',
                },
              },
            },
    });
    renderRoute(<TransferPage />, PATH);
    fireEvent.change(await screen.findByTestId('transfer-quotas'), { target: { value: '150' } });
    expect(await screen.findByText('Puedes transferir hasta 100.00000000 cuotas.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('transfer-quotas'), { target: { value: '5' } });
    // One value, named by its day: the one the transfer is recorded at.
    expect((await screen.findByTestId('transfer-quota-value')).textContent).toBe('$\u00a0100.00000000');
    expect(screen.getByText('Valor cuota del 23/11/2099')).toBeTruthy();
    expect(screen.queryByText(/110\.00000000/)).toBeNull();
    expect(screen.getByTestId('transfer-value').textContent).toBe('$\u00a0500.00');
    expect(screen.getByTestId('transfer-quota-rule').textContent).toBe(
      'La transferencia queda registrada con este valor cuota. El valor cuota de cada día rige desde las 4:30 p. m. (hora de Lima); antes de esa hora se aplica el del día anterior.',
    );
    fireEvent.change(screen.getByTestId('transfer-document-number'), { target: { value: '12a4' } });
    // A DNI takes digits only, and says what is wrong with a short one.
    expect((screen.getByTestId('transfer-document-number') as HTMLInputElement).value).toBe('124');
    expect(screen.getByText('El DNI debe tener exactamente 8 dígitos.')).toBeTruthy();
    expect((screen.getByTestId('transfer-continue') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('transfer-document-number'), { target: { value: '12345678' } });
    fireEvent.change(screen.getByTestId('transfer-email'), { target: { value: 'rosa@example.pe' } });
    fireEvent.click(screen.getByTestId('transfer-continue'));

    expect(await screen.findByText('Te enviamos un código a tu correo.')).toBeTruthy();
    expect(
      within(screen.getByTestId('transfer-summary')).getByText(
        'Valor al 23/11/2099 ($ 100.00000000 por cuota)',
      ),
    ).toBeTruthy();
    expect(within(screen.getByTestId('transfer-summary')).getByText('$ 500.00')).toBeTruthy();
    expect(api.calls('POST /api/otp/request')).toEqual([
      expect.objectContaining({ body: { purpose: 'QUOTA_TRANSFER' } }),
    ]);
    expect((screen.getByTestId('transfer-confirm') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('transfer-code'), { target: { value: '12a3456' } });
    expect((screen.getByTestId('transfer-code') as HTMLInputElement).value).toBe('123456');
    fireEvent.click(screen.getByTestId('transfer-confirm'));
    expect((await screen.findByTestId('transfer-error')).textContent).toBe(
      'El código no es válido o ya venció. Solicita uno nuevo.',
    );
    fireEvent.change(screen.getByTestId('transfer-code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByTestId('transfer-confirm'));
    expect((await screen.findByTestId('transfer-done')).textContent).toContain(
      'Rosa P. (•••••678) recibió 5.00000000 cuotas de Bono Select MidCap, que valen $\u00a0500.00 al valor cuota del 23/11/2099 ($\u00a0100.00000000).',
    );
    const posts = api.calls('POST /api/portfolio/movements/registerTransfer');
    expect(posts.map((c) => c.body)).toEqual([
      {
        productId: 'p-bono',
        quotas: '5',
        recipient: { documentType: 'DNI', documentNumber: '12345678', email: 'rosa@example.pe' },
        code: '123456',
      },
      {
        productId: 'p-bono',
        quotas: '5',
        recipient: { documentType: 'DNI', documentNumber: '12345678', email: 'rosa@example.pe' },
        code: '654321',
      },
    ]);
    // A refused attempt stores nothing under its key, so the retry with the right code reuses it.
    expect(posts[1]!.headers.get('Idempotency-Key')).toBe(posts[0]!.headers.get('Idempotency-Key'));
  });

  it('going back from the confirmation keeps what was typed', async () => {
    fakeApi({
      ...quotaValue,
      'GET /api/portfolio/funds': () => success([fund()]),
      'POST /api/otp/request': () =>
        success({ message: 'Te enviamos un código a tu correo.', expiresInSeconds: 600 }),
    });
    renderRoute(<TransferPage />, PATH);
    fireEvent.change(await screen.findByTestId('transfer-quotas'), { target: { value: '2.5' } });
    fireEvent.change(screen.getByTestId('transfer-document-number'), { target: { value: '12345678' } });
    fireEvent.change(screen.getByTestId('transfer-email'), { target: { value: 'rosa@example.pe' } });
    fireEvent.click(screen.getByTestId('transfer-continue'));
    fireEvent.click(await findButton('Volver'));
    expect(((await screen.findByTestId('transfer-quotas')) as HTMLInputElement).value).toBe('2.5');
    expect((screen.getByTestId('transfer-email') as HTMLInputElement).value).toBe('rosa@example.pe');
  });
});
