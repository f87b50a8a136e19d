import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { failure, fakeApi, renderRoute, success } from '../../../lib/test-utils';
import MovementsPage from './MovementsPage';

const PATH = '/portafolio/movimientos';
const resources = {
  products: [{ id: 'p1', name: 'Factoring', currency: { code: 'USD', symbol: '$' } }],
  types: [
    { key: 'SUBSCRIPTION', label: 'Suscripción' },
    { key: 'RESCUE', label: 'Rescate' },
  ],
  statuses: [{ key: 'APPROVED', label: 'Aprobado' }],
  currencies: [{ code: 'USD', symbol: '$' }],
};
const row = (id: string, type: 'SUBSCRIPTION' | 'RESCUE') => ({
  id,
  productId: 'p1',
  productName: 'Factoring',
  currency: { code: 'USD', symbol: '$' },
  type,
  typeLabel: type === 'RESCUE' ? 'Rescate' : 'Suscripción',
  status: 'APPROVED',
  statusLabel: 'Aprobado',
  date: '2026-03-18',
  amount: '1500.00',
  quotas: type === 'RESCUE' ? '-2.50000000' : '12.35986088',
  quotaValue: '121.36058928',
  // A subscription's approval names the day of the value that priced it.
  quotaValueDate: type === 'SUBSCRIPTION' ? '2026-03-17' : null,
});

beforeEach(() => saveSession({ accessToken: 'access-1' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('lists the movements and keeps a filter in the URL, asking the API with it', async () => {
  const api = fakeApi({
    'GET /api/portfolio/movements/resources': () => success(resources),
    'GET /api/portfolio/movements/list?page=1&pageSize=20': () =>
      success({ items: [row('m1', 'RESCUE'), row('m2', 'SUBSCRIPTION')], total: 2, page: 1, pageSize: 20 }),
    'GET /api/portfolio/movements/list?type=RESCUE&page=1&pageSize=20': () =>
      success({ items: [row('m1', 'RESCUE')], total: 1, page: 1, pageSize: 20 }),
  });
  renderRoute(<MovementsPage />, PATH);
  expect(await screen.findAllByTestId('movement-row')).toHaveLength(2);
  expect(screen.getAllByTestId('movement-row')[0]!.textContent).toContain('-2.50000000 cuotas');
  expect(screen.getAllByTestId('movement-row')[0]!.textContent).not.toContain('valor cuota del');
  expect(screen.getAllByTestId('movement-row')[1]!.textContent).toContain(
    '12.35986088 cuotas a $\u00a0121.36058928 (valor cuota del 17/03/2026)',
  );
  fireEvent.change(screen.getByTestId('filter-type'), { target: { value: 'RESCUE' } });
  await vi.waitFor(() => expect(screen.getAllByTestId('movement-row')).toHaveLength(1));
  expect(api.calls('GET /api/portfolio/movements/list?type=RESCUE&page=1&pageSize=20')).toHaveLength(1);
});

it('tells an investor without movements, and shows the server’s refusal of a filter', async () => {
  fakeApi({
    'GET /api/portfolio/movements/resources': () => success({ ...resources, products: [] }),
    'GET /api/portfolio/movements/list?page=1&pageSize=20': () =>
      success({ items: [], total: 0, page: 1, pageSize: 20 }),
    'GET /api/portfolio/movements/list?from=2026-02-01&to=2026-01-01&page=1&pageSize=20': () =>
      failure(400, 'VALIDATION_ERROR', 'La fecha desde no puede ser posterior a la fecha hasta.'),
  });
  renderRoute(<MovementsPage />, PATH);
  expect((await screen.findByTestId('movements-empty')).textContent).toContain('Aún no tienes movimientos');
  expect((screen.getByTestId('movements-xlsx') as HTMLButtonElement).disabled).toBe(true);
  cleanup();
  renderRoute(<MovementsPage />, `${PATH}?from=2026-02-01&to=2026-01-01`, PATH);
  expect(await screen.findByText('La fecha desde no puede ser posterior a la fecha hasta.')).toBeTruthy();
});
