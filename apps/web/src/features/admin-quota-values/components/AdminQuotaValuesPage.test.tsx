import type { Permission } from '@invierte/domain';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { limaToday } from '../../../lib/peru-dates';
import { saveSession } from '../../../lib/session';
import { failure, fakeApi, renderRoute, success } from '../../../lib/test-utils';
import AdminQuotaValuesPage from './AdminQuotaValuesPage';

/** GET /api/admin/users/me of an administrator holding these permissions (the buttons follow them). */
const adminMe = (permissions: Permission[]) =>
  success({
    id: 'u-admin',
    email: 'admin@invierte.pe',
    name: 'Ana',
    lastName: 'Torres',
    secondLastName: 'Vega',
    profile: 'ADMIN',
    adminProfile: { id: 'p-admin', name: 'Superadministrador' },
    permissions,
  });

const today = limaToday();
const board = [
  {
    productId: 'p1',
    code: 'FIAMN',
    name: 'Factoring',
    currency: 'PEN',
    isPrivate: false,
    latest: { valueDate: '2026-01-05', value: '100.00000000' },
    previous: { valueDate: '2026-01-04', value: '99.50000000' },
  },
  {
    productId: 'p2',
    code: 'FIAMN-LA-CALERA',
    name: 'Factoring La Calera',
    currency: 'PEN',
    isPrivate: true,
    latest: { valueDate: today, value: '102.50000000' },
    previous: null,
  },
];

beforeEach(() => saveSession({ accessToken: 'admin-1' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('shows which values are missing today and publishes one, calling out an unusual move', async () => {
  const api = fakeApi({
    'GET /api/admin/users/me': () => adminMe(['product.quota-value.read', 'product.quota-value.write']),
    'GET /api/admin/quota-values': () => success(board),
    'POST /api/admin/products/p1/quota-values': () =>
      success({ productId: 'p1', valueDate: today, value: '103.00000000', pausedOnboardings: 2 }),
  });
  renderRoute(<AdminQuotaValuesPage />, '/admin/valores-cuota');
  expect(await screen.findByText(/Faltan 1 de 2 valores del/)).toBeTruthy();
  expect(screen.getAllByTestId('quota-pending-today')).toHaveLength(1);
  expect(screen.getByText('+0.50 %')).toBeTruthy();

  fireEvent.click(screen.getAllByTestId('publish-open')[0]!);
  fireEvent.change(await screen.findByTestId('publish-value'), { target: { value: '103' } });
  expect((await screen.findByTestId('publish-unusual')).textContent).toContain('El valor cambia 3.00 %');
  fireEvent.click(screen.getByTestId('publish-confirm'));
  expect((await screen.findByTestId('publish-result')).textContent).toContain(
    'Se pausaron 2 solicitudes valorizadas con otro valor',
  );
  expect(api.calls('POST /api/admin/products/p1/quota-values')[0]!.body).toEqual({
    valueDate: today,
    value: '103',
  });
});

it('keeps what was typed and shows the server’s refusal', async () => {
  fakeApi({
    'GET /api/admin/users/me': () => adminMe(['product.quota-value.read', 'product.quota-value.write']),
    'GET /api/admin/quota-values': () => success(board),
    'POST /api/admin/products/p1/quota-values': () =>
      failure(400, 'VALIDATION_ERROR', 'La fecha del valor cuota no puede ser posterior a hoy.'),
  });
  renderRoute(<AdminQuotaValuesPage />, '/admin/valores-cuota');
  fireEvent.click((await screen.findAllByTestId('publish-open'))[0]!);
  fireEvent.change(await screen.findByTestId('publish-value'), { target: { value: '100.1' } });
  expect(screen.queryByTestId('publish-unusual')).toBeNull();
  fireEvent.click(screen.getByTestId('publish-confirm'));
  expect(await screen.findByText('La fecha del valor cuota no puede ser posterior a hoy.')).toBeTruthy();
  expect((screen.getByTestId('publish-value') as HTMLInputElement).value).toBe('100.1');
});

it('shows the board without the publish button to whom may only read it', async () => {
  const api = fakeApi({
    'GET /api/admin/users/me': () => adminMe(['product.quota-value.read']),
    'GET /api/admin/quota-values': () => success(board),
  });
  renderRoute(<AdminQuotaValuesPage />, '/admin/valores-cuota');
  await screen.findAllByTestId('quota-board-row');
  await vi.waitFor(() => expect(api.calls('GET /api/admin/users/me')).toHaveLength(1));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByTestId('publish-open')).toBeNull();
});
