import type { PortfolioFund } from '@invierte/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/session';
import { fakeApi, findOption, getButton, renderRoute, success } from '../../lib/test-utils';
// The panel the page loads lazily, with its chart library: loaded with this file, so that no test's
// time includes transforming it (seconds in jsdom on a busy machine).
import './charts/ChartsPanel';
import { PortfolioCharts } from './PortfolioCharts';

const fund = (productId: string, code: 'PEN' | 'USD', name: string): PortfolioFund => ({
  productId,
  productName: name,
  productSlug: `${name}-${code}`,
  productType: 'factoring',
  productCode: `F-${code}`,
  currency: { code, symbol: code === 'PEN' ? 'S/' : '$' },
  quotas: '12.00000000',
  reservedQuotas: '0.00000000',
  availableQuotas: '12.00000000',
  quotaValue: '110.00000000',
  quotaValueDate: '2026-11-24',
  value: '1320.00',
});
const funds = [fund('p1', 'PEN', 'Factoring'), fund('p2', 'USD', 'Mutuo Acreencias')];
const PEN = { code: 'PEN', symbol: 'S/' };
const USD = { code: 'USD', symbol: '$' };

const globalHistory = (months: number) =>
  success({
    granularity: months <= 6 ? 'day' : 'month',
    from: '2025-12-01',
    to: '2026-11-24',
    series: [
      {
        currency: PEN,
        points: [
          { date: '2026-10-31', value: '1575.00', invested: '1525.00', gain: '50.00' },
          { date: '2026-11-24', value: '1320.00', invested: '1210.00', gain: '140.00' },
        ],
      },
      { currency: USD, points: [{ date: '2026-11-24', value: '203.00', invested: '200.00', gain: '3.00' }] },
    ],
  });
const cashHistory = success({
  from: '2025-12-01',
  to: '2026-11-24',
  series: [
    {
      currency: PEN,
      months: [
        { month: '2026-10', income: '525.00', expenses: '0.00' },
        { month: '2026-11', income: '0.00', expenses: '315.00' },
      ],
    },
  ],
});
const cashTotals = success({
  productId: null,
  from: '2025-12-01',
  to: '2026-11-24',
  totals: [{ currency: PEN, income: '1525.00', expenses: '315.00', net: '1210.00' }],
});

/** The panel arrives lazily (already loaded above): the first render waits for it. */
const ready = () => screen.findByTestId('chart-value');

function api(overrides: Record<string, () => ReturnType<typeof success>> = {}) {
  return fakeApi({
    'GET /api/portfolio/chart-global-investment-history?months=12&granularity=month': () => globalHistory(12),
    'GET /api/portfolio/chart-global-investment-history?months=3&granularity=day': () => globalHistory(3),
    'GET /api/portfolio/chart-global-income-and-expenses-history?months=12': () => cashHistory,
    'GET /api/portfolio/chart-global-income-and-expenses-history?months=3': () => cashHistory,
    'GET /api/portfolio/chart-income-and-expenses?months=12': () => cashTotals,
    'GET /api/portfolio/chart-income-and-expenses?months=3': () => cashTotals,
    ...overrides,
  });
}

beforeEach(() => {
  saveSession({ accessToken: 'access-1' });
  // jsdom has no layout: the chart library sizes itself from its parent through ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('shows the whole portfolio’s value and cash in soles first, then in dollars', async () => {
  api();
  renderRoute(<PortfolioCharts funds={funds} />, '/portafolio');
  await ready();
  await expect.poll(() => screen.queryByTestId('chart-value-last')?.textContent).toBe('S/\u00a01,320.00');
  expect(screen.getByTestId('chart-invested-last').textContent).toBe('S/\u00a01,210.00');
  // The gain the server computed, the 30.00 a rescue realised included: not value − capital.
  expect(screen.getByTestId('chart-result').textContent).toBe('S/\u00a0140.00');
  expect(screen.getByText('Valor al 24/11/2026')).toBeTruthy();
  await expect.poll(() => screen.queryByTestId('cash-income')?.textContent).toBe('S/\u00a01,525.00');
  expect(screen.getByTestId('cash-expenses').textContent).toBe('S/\u00a0315.00');
  expect(screen.getByTestId('cash-net').textContent).toBe('S/\u00a01,210.00');

  fireEvent.click(getButton('Dólares'));
  await expect.poll(() => screen.getByTestId('chart-value-last').textContent).toBe('$\u00a0203.00');
  expect(screen.getByTestId('chart-result').textContent).toBe('$\u00a03.00');
  // No cash in dollars in the period: the card says so instead of drawing empty bars.
  expect(within(screen.getByTestId('chart-cash')).getByTestId('chart-empty').textContent).toBe(
    'No hubo suscripciones ni rescates pagados en este periodo.',
  );
});

it('draws with the chart library once loaded, its series named in Spanish', async () => {
  api();
  renderRoute(<PortfolioCharts funds={funds} />, '/portafolio');
  await ready();
  const valueCard = screen.getByTestId('chart-value');
  await expect.poll(() => valueCard.querySelector('svg') !== null, { timeout: 5000 }).toBe(true);
  expect(within(valueCard).getAllByText('Valor de tu inversión').length).toBeGreaterThan(0);
  expect(within(valueCard).getAllByText('Capital invertido').length).toBeGreaterThan(0);
  const cashCard = screen.getByTestId('chart-cash');
  await expect
    .poll(() => within(cashCard).queryAllByText('Ingresos (suscripciones)').length)
    .toBeGreaterThan(0);
});

it('follows one fund, and asks again day by day for a short period', async () => {
  const calls = api({
    'GET /api/portfolio/p2/chart-investment-history?months=12&granularity=month': () =>
      success({
        productId: 'p2',
        productName: 'Mutuo Acreencias',
        currency: USD,
        granularity: 'month',
        from: '2025-12-01',
        to: '2026-11-24',
        points: [
          {
            date: '2026-11-24',
            quotas: '2.00000000',
            quotaValue: '101.5',
            value: '203.00',
            invested: '200.00',
            gain: '3.00',
          },
        ],
      }),
  });
  renderRoute(<PortfolioCharts funds={funds} />, '/portafolio');
  await ready();
  fireEvent.mouseDown(
    within(screen.getByTestId('chart-value').parentElement!.parentElement!).getByRole('combobox'),
  );
  fireEvent.click(await findOption('Mutuo Acreencias (dólares)'));
  await expect.poll(() => screen.queryByTestId('chart-value-last')?.textContent).toBe('$\u00a0203.00');
  expect(screen.getByText(/Mutuo Acreencias en dólares/)).toBeTruthy();
  // A fund fixes the currency: no currency choice is offered.
  expect(screen.queryByRole('button', { name: 'Soles' })).toBeNull();

  fireEvent.mouseDown(screen.getByRole('combobox'));
  fireEvent.click(await findOption('Todo el portafolio'));
  fireEvent.click(getButton('3M: 3 meses'));
  await expect
    .poll(
      () => calls.calls('GET /api/portfolio/chart-global-investment-history?months=3&granularity=day').length,
    )
    .toBe(1);
});

it('says when there is nothing to draw', async () => {
  api({
    'GET /api/portfolio/chart-global-investment-history?months=12&granularity=month': () =>
      success({ granularity: 'month', from: '2025-12-01', to: '2026-11-24', series: [] }),
    'GET /api/portfolio/chart-global-income-and-expenses-history?months=12': () =>
      success({ from: '2025-12-01', to: '2026-11-24', series: [] }),
  });
  renderRoute(<PortfolioCharts funds={funds} />, '/portafolio');
  await ready();
  expect((await within(screen.getByTestId('chart-value')).findByTestId('chart-empty')).textContent).toBe(
    'Aún no tienes cuotas en este periodo.',
  );
  expect(screen.queryByTestId('chart-value-last')).toBeNull();
});

it('offers to try again when a chart cannot be loaded', async () => {
  let fail = true;
  api({
    'GET /api/portfolio/chart-global-investment-history?months=12&granularity=month': () =>
      fail
        ? { status: 500, body: { status: 'error', code: 'INTERNAL_ERROR', message: 'Error', errors: [] } }
        : globalHistory(12),
  } as never);
  renderRoute(<PortfolioCharts funds={funds} />, '/portafolio');
  await ready();
  const card = screen.getByTestId('chart-value');
  expect(
    await within(card).findByText(
      'No pudimos cargar el gráfico. Vuelve a intentarlo.',
      {},
      { timeout: 5000 },
    ),
  ).toBeTruthy();
  fail = false;
  fireEvent.click(within(card).getByRole('button', { name: 'Reintentar' }));
  await expect.poll(() => screen.queryByTestId('chart-value-last')?.textContent).toBe('S/\u00a01,320.00');
});
