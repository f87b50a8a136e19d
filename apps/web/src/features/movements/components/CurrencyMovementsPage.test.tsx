import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { fakeApi, renderRoute, success } from '../../../lib/test-utils';
import CurrencyMovementsPage from './CurrencyMovementsPage';

beforeEach(() => saveSession({ accessToken: 'access-1' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('asks only for the currency of its path and offers only that currency’s funds', async () => {
  const api = fakeApi({
    'GET /api/portfolio/movements/resources': () =>
      success({
        products: [
          { id: 'p-pen', name: 'Factoring', currency: { code: 'PEN', symbol: 'S/' } },
          { id: 'p-usd', name: 'Factoring', currency: { code: 'USD', symbol: '$' } },
        ],
        types: [],
        statuses: [],
        currencies: [],
      }),
    'GET /api/portfolio/movements/list?currency=USD&page=1&pageSize=20': () =>
      success({ items: [], total: 0, page: 1, pageSize: 20 }),
  });
  renderRoute(<CurrencyMovementsPage />, '/portafolio/portafolio/dolares/movements');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Movimientos en dólares');
  // The fixed currency is not a filter the investor set: the empty state says there is nothing yet.
  expect((await screen.findByTestId('movements-empty')).textContent).toContain('Aún no tienes movimientos');
  const funds = (await screen.findByTestId('filter-productId')) as HTMLSelectElement;
  await expect.poll(() => [...funds.options].map((o) => o.value)).toEqual(['', 'p-usd']);
  expect(api.calls('GET /api/portfolio/movements/list?currency=USD&page=1&pageSize=20')).toHaveLength(1);
});
