import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/session';
import { fakeApi, renderRoute, success } from '../../lib/test-utils';
import CurrencyPortfolioPage from './CurrencyPortfolioPage';

const fund = (productId: string, code: 'PEN' | 'USD', name: string) => ({
  productId,
  productName: name,
  productSlug: `${productId}-slug`,
  productType: 'factoring',
  productCode: code === 'PEN' ? 'FIAMN' : 'FIAME',
  currency: { code, symbol: code === 'PEN' ? 'S/' : '$' },
  quotas: '10.00000000',
  reservedQuotas: '0.00000000',
  availableQuotas: '10.00000000',
  quotaValue: '120.00000000',
  quotaValueDate: '2026-11-23',
  value: '1200.00',
});

beforeEach(() => saveSession({ accessToken: 'access-1' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('shows one currency’s total and funds, and leads to that currency’s movements', async () => {
  fakeApi({
    'GET /api/portfolio/funds': () =>
      success([fund('p-pen', 'PEN', 'Factoring soles'), fund('p-usd', 'USD', 'Factoring dólares')]),
    'GET /api/portfolio/resume/USD': () =>
      success({ currency: { code: 'USD', symbol: '$' }, total: '1200.00', funds: 1 }),
    'GET /api/rescues/total-pendings': () => success({ count: 0, totals: [] }),
  });
  renderRoute(<CurrencyPortfolioPage />, '/portafolio/portafolio/dolares');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Portafolio en dólares');
  expect((await screen.findAllByTestId('portfolio-fund')).map((f) => f.textContent)).toEqual([
    expect.stringContaining('Factoring dólares'),
  ]);
  expect(screen.queryByTestId('total-PEN')).toBeNull();
  await expect.poll(() => screen.getByTestId('total-USD').textContent).toContain('$\u00a01,200.00');
  expect(screen.getByTestId('holdings-movements').getAttribute('href')).toBe(
    '/portafolio/portafolio/dolares/movements',
  );
  expect(screen.getByTestId('fund-detail').getAttribute('href')).toBe('/portafolio/factoring/USD/FIAME');
});

it('says when nothing is held in that currency', async () => {
  fakeApi({
    'GET /api/portfolio/funds': () => success([fund('p-usd', 'USD', 'Factoring dólares')]),
    'GET /api/portfolio/resume/PEN': () =>
      success({ currency: { code: 'PEN', symbol: 'S/' }, total: '0.00', funds: 0 }),
    'GET /api/rescues/total-pendings': () => success({ count: 0, totals: [] }),
  });
  renderRoute(<CurrencyPortfolioPage />, '/portafolio/portafolio/soles');
  expect((await screen.findByTestId('portfolio-empty')).textContent).toContain(
    'Aún no tienes inversiones en soles',
  );
});
