import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/session';
import { fakeApi, findHeading, renderRoute, success } from '../../lib/test-utils';
// The charts panel Holdings loads lazily, with its chart library: loaded with this file, so that no
// test's time includes transforming it (seconds in jsdom on a busy machine).
import './charts/ChartsPanel';
import { Holdings } from './Holdings';

const PEN = { code: 'PEN', symbol: 'S/' };
const fund = {
  productId: 'p1',
  productName: 'Factoring',
  productSlug: 'factoring-soles',
  currency: PEN,
  quotas: '12.00000000',
  reservedQuotas: '0.00000000',
  availableQuotas: '12.00000000',
  quotaValue: '110.00000000',
  quotaValueDate: '2026-11-24',
  value: '1320.00',
};
const period = { from: '2025-12-01', to: '2026-11-24' };

function api(funds: unknown[]) {
  fakeApi({
    'GET /api/portfolio/funds': () => success(funds),
    'GET /api/portfolio/resume/PEN': () => success({ currency: PEN, total: '1320.00', funds: funds.length }),
    'GET /api/portfolio/resume/USD': () =>
      success({ currency: { code: 'USD', symbol: '$' }, total: '0.00', funds: 0 }),
    'GET /api/rescues/total-pendings': () => success({ count: 0, totals: [] }),
    'GET /api/portfolio/resume-investments': () =>
      success([
        {
          currency: PEN,
          funds: funds.length,
          value: '1320.00',
          subscribed: '1525.00',
          rescued: '315.00',
          invested: '1200.00',
          realizedGain: '10.00',
          gain: '110.00',
          gainPercent: '7.21',
          annualReturn: '12.34',
          annualReturnNote: 'Rentabilidad anual ponderada por tus aportes y retiros (TIR).',
        },
        {
          currency: { code: 'USD', symbol: '$' },
          funds: 0,
          value: '0.00',
          subscribed: '0.00',
          rescued: '0.00',
          invested: '0.00',
          realizedGain: '0.00',
          gain: '0.00',
          gainPercent: null,
          annualReturn: null,
          annualReturnNote: 'Aún no hay aportes con los que calcularla.',
        },
      ]),
    'GET /api/portfolio/chart-global-investment-history?months=12&granularity=month': () =>
      success({
        granularity: 'month',
        ...period,
        series: [
          {
            currency: PEN,
            points: [{ date: '2026-11-24', value: '1320.00', invested: '1210.00', gain: '110.00' }],
          },
        ],
      }),
    'GET /api/portfolio/chart-global-income-and-expenses-history?months=12': () =>
      success({ ...period, series: [] }),
    'GET /api/portfolio/chart-income-and-expenses?months=12': () =>
      success({ productId: null, ...period, totals: [] }),
  });
}

beforeEach(() => {
  saveSession({ accessToken: 'access-1' });
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

it('shows the charts under the holdings of an investor who holds a fund', async () => {
  api([fund]);
  renderRoute(<Holdings />, '/portafolio');
  // Beside each currency's total: what it cost, what it earned and its annual return, each kept on
  // one line (no break between "S/" or "%" and the number).
  expect((await screen.findByTestId('total-PEN-invested')).textContent).toBe('S/\u00a01,200.00');
  expect(screen.getByTestId('total-PEN-gain').textContent).toBe('S/\u00a0110.00 (7.21\u00a0%)');
  expect(screen.getByTestId('total-PEN-annual-return').textContent).toBe('12.34\u00a0%');
  expect(screen.getByText(/Incluye S\/\s10.00 ya obtenidos/)).toBeTruthy();
  // Nothing was ever invested in dollars: no cost or return to show there.
  expect(screen.queryByTestId('total-USD-invested')).toBeNull();
  expect(await findHeading('Tus gráficos')).toBeTruthy();
  expect((await screen.findByTestId('chart-value-last')).textContent).toBe('S/\u00a01,320.00');
});

it('shows no charts before there is anything to chart', async () => {
  api([]);
  renderRoute(<Holdings />, '/portafolio');
  await screen.findByTestId('portfolio-empty');
  expect(screen.queryByTestId('portfolio-charts')).toBeNull();
});
