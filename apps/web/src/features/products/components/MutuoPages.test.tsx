import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { fakeApi, renderRoute, success } from '../../../lib/test-utils';
import MutuoDashboardPage from './MutuoDashboardPage';
import MutuoPortfolioPage from './MutuoPortfolioPage';
import { catalogue, fund, mutuoHolding } from './product-fixtures';

beforeEach(() => saveSession({ accessToken: 'access-1' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const holdingApi = {
  'GET /api/products/list': () => success(catalogue),
  'GET /api/portfolio/funds': () => success([fund('mutuo-usd'), fund('fac-pen')]),
  'GET /api/portfolio-mutuo/mutuo-usd/investments': () => success(mutuoHolding),
};

it('lists the investor’s Mutuo Acreencias holdings lot by lot', async () => {
  fakeApi(holdingApi);
  renderRoute(<MutuoPortfolioPage />, '/portafolio/portfolio_mutuo');
  expect((await screen.findByTestId('holding-principal')).textContent).toBe('$\u00a020,000.00');
  expect(
    screen.getByText('Plazo de 12 meses, 4 pagos trimestrales, tasa referencial de 8.5 % anual.'),
  ).toBeTruthy();
  expect(screen.getByText('Próximo pago: $ 403.75 el 08/02/2027')).toBeTruthy();
});

it('says when there are no Mutuo Acreencias holdings', async () => {
  fakeApi({ ...holdingApi, 'GET /api/portfolio/funds': () => success([fund('fac-pen')]) });
  renderRoute(<MutuoPortfolioPage />, '/portafolio/portfolio_mutuo');
  expect((await screen.findByTestId('mutuo-empty')).textContent).toContain(
    'Aún no tienes inversiones en Mutuo Acreencias',
  );
});

it('sums the Mutuo payments per currency and lists the next ones', async () => {
  fakeApi(holdingApi);
  renderRoute(<MutuoDashboardPage />, '/portafolio/portfolio_mutuo_dashboard');
  const usd = await screen.findByTestId('mutuo-summary-USD');
  expect(usd.textContent).toContain('Capital vigente$\u00a020,000.00');
  expect(usd.textContent).toContain('Cobrado a la fecha$\u00a0403.75');
  expect(usd.textContent).toContain('Por cobrar$\u00a01,211.25');
  expect(screen.queryByTestId('mutuo-summary-PEN')).toBeNull();
  expect(screen.getByTestId('mutuo-next-payments').textContent).toContain('$\u00a0403.75 el 08/02/2027');
  expect(screen.getByTestId('mutuo-next-payments').textContent).toContain('Pago 3 de 4');
});
