import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { fakeApi, getButton, renderRoute, success } from '../../../lib/test-utils';
import FundPage, { resolveFund } from './FundPage';

const ROUTE = '/portafolio/:fund/:currency?/:code?';
const PEN = { code: 'PEN' as const, symbol: 'S/' };
const held = (over: Record<string, unknown> = {}) => ({
  productId: 'p-fact',
  productName: 'Factoring',
  productSlug: 'factoring-soles',
  productType: 'factoring',
  productCode: 'FIAMN',
  currency: PEN,
  quotas: '10.00000000',
  reservedQuotas: '0.00000000',
  availableQuotas: '10.00000000',
  quotaValue: '130.00000000',
  quotaValueDate: '2026-11-23',
  value: '1300.00',
  ...over,
});
const overview = {
  investmentId: 'i1',
  productId: 'p-fact',
  productName: 'Factoring',
  productSlug: 'factoring-soles',
  productType: 'factoring',
  currency: PEN,
  quotas: '10.00000000',
  reservedQuotas: '0.00000000',
  availableQuotas: '10.00000000',
  quotaValue: '130.00000000',
  quotaValueDate: '2026-11-23',
  value: '1300.00',
  subscribed: '1200.00',
  rescued: '0.00',
  invested: '1200.00',
  realizedGain: '0.00',
  gain: '100.00',
  gainPercent: '8.33',
  annualReturn: '9.41',
  annualReturnNote: 'Rentabilidad anual ponderada por tus aportes y retiros (TIR).',
  since: '2026-01-10',
};
const account = (id: string, bankName: string, number: string) => ({
  id,
  bank: 'BCP',
  bankName,
  accountType: 'AHORROS',
  accountTypeName: 'Ahorros',
  currency: 'PEN',
  accountNumber: number,
  cci: `002${number}0000000`,
  isDefault: id === 'a1',
  status: 'ACTIVE',
  inUse: false,
  createdAt: '2026-01-10T10:00:00.000Z',
});
const payout = (source: 'ATTACHED' | 'DEFAULT' | null, acc: ReturnType<typeof account> | null) =>
  success({ productId: 'p-fact', productName: 'Factoring', currency: PEN, source, account: acc });
const catalogue = [
  {
    _id: 'p-mutuo',
    id: 'p-mutuo',
    name: 'Mutuo Acreencias',
    slug: 'mutuo-acreencias-soles',
    code: 'MUTN',
    type: 'mutuo',
    simulatorValue: 4,
    currency: PEN,
    minInvestment: '75000.00',
    quotaValue: '100.00000000',
    quotaValueDate: '2026-11-23',
  },
];

function api(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/portfolio/funds': () => success([held()]),
    'GET /api/products/free': () => success(catalogue),
    'GET /api/portfolio/p-fact/overview': () => success(overview),
    'GET /api/portfolio/p-fact/transactions?page=1&pageSize=10': () =>
      success({
        productId: 'p-fact',
        items: [
          {
            id: 't1',
            kind: 'SUBSCRIPTION',
            label: 'Suscripción de cuotas',
            at: '2026-01-10T15:00:00.000Z',
            date: '2026-01-10',
            quotas: '10.00000000',
            reservedQuotas: '0.00000000',
            quotasAfter: '10.00000000',
            reservedAfter: '0.00000000',
            amount: '1200.00',
          },
          {
            id: 't2',
            kind: 'RESERVE',
            label: 'Cuotas reservadas por un rescate',
            at: '2026-02-10T15:00:00.000Z',
            date: '2026-02-10',
            quotas: '0.00000000',
            reservedQuotas: '2.50000000',
            quotasAfter: null,
            reservedAfter: null,
            amount: null,
          },
          {
            id: 't3',
            kind: 'RELEASE',
            label: 'Reserva liberada',
            at: '2026-02-10T15:00:00.000Z',
            date: '2026-02-10',
            quotas: '0.00000000',
            reservedQuotas: '-2.50000000',
            quotasAfter: null,
            reservedAfter: null,
            amount: null,
          },
          {
            id: 't4',
            kind: 'SETTLE',
            label: 'Rescate pagado',
            at: '2026-02-10T15:00:00.000Z',
            date: '2026-02-10',
            quotas: '-2.50000000',
            reservedQuotas: '-2.50000000',
            quotasAfter: null,
            reservedAfter: null,
            amount: '-316.62',
          },
        ],
        total: 4,
        page: 1,
        pageSize: 10,
      }),
    'GET /api/portfolio/p-fact/bank-accounts': () =>
      success([account('a1', 'BCP', '1934567890123'), account('a2', 'Interbank', '2003004567905')]),
    ...extra,
  });
}

beforeEach(() => saveSession({ accessToken: 'access-1' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('resolveFund', () => {
  it('prefers the funds held, honours the code, and falls back to the catalogue', () => {
    const calera = held({
      productId: 'p-calera',
      productName: 'Factoring La Calera',
      productCode: 'FIAMN-LA-CALERA',
    });
    const funds = [held(), calera] as Parameters<typeof resolveFund>[1];
    expect(resolveFund({ fund: 'factoring', currency: 'pen' }, funds, catalogue)?.fund.productId).toBe(
      'p-fact',
    );
    expect(
      resolveFund({ fund: 'factoring', currency: 'PEN', code: 'FIAMN-LA-CALERA' }, funds, catalogue)?.fund
        .productId,
    ).toBe('p-calera');
    expect(resolveFund({ fund: 'mutuo', currency: 'PEN' }, funds, catalogue)).toMatchObject({
      held: false,
      fund: { productId: 'p-mutuo' },
    });
    expect(resolveFund({ fund: 'bono', currency: 'USD' }, funds, catalogue)).toBeNull();
  });
});

describe('the fund page', () => {
  it('shows what the fund is worth and earned, its code, operations and payout account; another account can be chosen', async () => {
    const calls = api({
      'GET /api/portfolio/p-fact/bank-account': () =>
        payout('DEFAULT', account('a1', 'BCP', '1934567890123')),
      'POST /api/customers/attach-bank-account': () =>
        payout('ATTACHED', account('a2', 'Interbank', '2003004567905')),
    });
    renderRoute(<FundPage />, '/portafolio/factoring/PEN/FIAMN', ROUTE);
    expect((await screen.findByTestId('fund-detail-value')).textContent).toBe('S/\u00a01,300.00');
    expect(screen.getByTestId('fund-detail-gain').textContent).toBe('S/\u00a0100.00 (8.33\u00a0%)');
    expect(screen.getByTestId('fund-detail-invested').textContent).toBe('S/\u00a01,200.00');
    expect(screen.getByTestId('fund-detail-annual-return').textContent).toBe('9.41\u00a0%');
    expect(screen.getByText('Rentabilidad anual ponderada por tus aportes y retiros (TIR).')).toBeTruthy();
    expect(screen.getByTestId('fund-code').textContent).toBe('Código FIAMN');
    expect(screen.getByRole('link', { name: 'Reinvertir' }).getAttribute('href')).toBe(
      '/portafolio/movimientos/reinvertir?productId=p-fact',
    );
    const operations = (await screen.findAllByTestId('fund-transaction')).map((row) => row.textContent);
    expect(operations[0]).toContain('+ 10.00000000 cuotas');
    // A reservation sets quotas aside and a release gives them back: neither adds nor takes any.
    expect(operations[1]).toContain('Cuotas reservadas por un rescate2.50000000 cuotas');
    expect(operations[1]).not.toMatch(/[+−]/);
    expect(operations[2]).toContain('Reserva liberada2.50000000 cuotas');
    expect(operations[2]).not.toMatch(/[+−]/);
    expect(operations[3]).toContain('− 2.50000000 cuotas');
    expect(operations[3]).toContain('S/\u00a0316.62');
    expect((await screen.findByTestId('payout-bank')).textContent).toBe('BCP · Ahorros');
    expect(screen.getByText('Tu cuenta principal en soles')).toBeTruthy();

    fireEvent.click(screen.getByTestId('payout-choose'));
    fireEvent.click(await screen.findByTestId('payout-attach'));
    expect((await screen.findByTestId('payout-notice')).textContent).toBe(
      'Desde ahora te pagaremos en tu cuenta Interbank.',
    );
    expect(calls.calls('POST /api/customers/attach-bank-account')[0]?.body).toEqual({
      productId: 'p-fact',
      bankAccountId: 'a2',
    });
  });

  it('opened from the banner (?deposit=1) with no account, asks for one in the fund’s currency at once', async () => {
    api({
      'GET /api/portfolio/p-fact/bank-account': () => payout(null, null),
      'GET /api/portfolio/p-fact/bank-accounts': () => success([]),
    });
    renderRoute(<FundPage />, '/portafolio/factoring/PEN?deposit=1', ROUTE);
    expect(
      await screen.findByText('Debe estar a tu nombre y en soles, la moneda de Factoring.'),
    ).toBeTruthy();
    // The currency is the fund's: it is not asked.
    expect(screen.queryByLabelText('Moneda')).toBeNull();
    expect(getButton('Registrar y usar esta cuenta')).toBeTruthy();
  });

  it('refuses, under the field, a CCI of another bank than the one chosen, and registers nothing', async () => {
    const calls = api({
      'GET /api/portfolio/p-fact/bank-account': () => payout(null, null),
      'GET /api/portfolio/p-fact/bank-accounts': () => success([]),
      'GET /api/onboarding/linking/list-parameters': () =>
        success({
          documentTypes: [],
          occupations: [],
          incomeSources: [],
          banks: [{ key: 'BCP', text: 'Banco de Crédito del Perú (BCP)' }],
          bankAccountTypes: [{ key: 'AHORROS', text: 'Cuenta de ahorros' }],
          maritalStatuses: [],
          pepPositions: [],
          relationships: [],
        }),
    });
    renderRoute(<FundPage />, '/portafolio/factoring/PEN?deposit=1', ROUTE);
    for (const [label, option] of [
      ['Banco', 'Banco de Crédito del Perú (BCP)'],
      ['Tipo de cuenta', 'Cuenta de ahorros'],
    ] as const) {
      fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }, { timeout: 5000 }));
      fireEvent.click(await screen.findByRole('option', { name: option }));
    }
    fireEvent.change(screen.getByTestId('field-accountNumber'), { target: { value: '1934567890123' } });
    // A BBVA CCI (011) under BCP.
    fireEvent.change(screen.getByTestId('field-cci'), { target: { value: '01124100019000658270' } });
    fireEvent.click(getButton('Registrar y usar esta cuenta'));
    expect(
      await screen.findByText('El CCI no corresponde al banco elegido (011 es BBVA).', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(calls.calls('POST /api/portfolio/p-fact/register-bank-account')).toHaveLength(0);
  });

  it('hides the private fund’s code, and invites to invest in a fund not held', async () => {
    api({
      'GET /api/portfolio/funds': () =>
        success([
          held({ productId: 'p-fact', productCode: 'FIAMN-LA-CALERA', productName: 'Factoring La Calera' }),
        ]),
      'GET /api/portfolio/p-fact/bank-account': () =>
        payout('DEFAULT', account('a1', 'BCP', '1934567890123')),
    });
    renderRoute(<FundPage />, '/portafolio/factoring/PEN/FIAMN-LA-CALERA', ROUTE);
    await screen.findByTestId('fund-detail-value');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Factoring La Calera');
    expect(screen.queryByTestId('fund-code')).toBeNull();
    cleanup();

    api();
    renderRoute(<FundPage />, '/portafolio/mutuo/PEN', ROUTE);
    expect((await screen.findByTestId('fund-not-held')).textContent).toContain(
      'Aún no tienes inversiones en Mutuo Acreencias (soles).',
    );
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Quiero invertir' }).getAttribute('href')).toBe(
        '/onboarding?productId=p-mutuo&volver=%2Fportafolio%2Fmutuo%2FPEN',
      ),
    );
  });

  it('reads its fund from /portafolio/mutuo/{currency}, the route that outranks the older Mutuo page', async () => {
    api();
    renderRoute(<FundPage />, '/portafolio/mutuo/PEN?deposit=1', '/portafolio/mutuo/PEN/:code?');
    expect((await screen.findByTestId('fund-not-held')).textContent).toContain(
      'Aún no tienes inversiones en Mutuo Acreencias (soles).',
    );
  });

  it('says so for a fund that does not exist', async () => {
    api();
    renderRoute(<FundPage />, '/portafolio/renta-fia/USD', ROUTE);
    expect((await screen.findByTestId('fund-unknown')).textContent).toContain('No encontramos este fondo');
  });
});
