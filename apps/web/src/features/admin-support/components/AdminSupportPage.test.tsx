import type { AdminMe, ReviewListItem } from '@invierte/domain';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { failure, fakeApi, renderRoute, success } from '../../../lib/test-utils';
import AdminSupportPage from './AdminSupportPage';

const request: ReviewListItem = {
  _id: 'o1',
  state: 'WAITING_FOR_CANCEL',
  keynuaContractState: 'APPROVED',
  version: 7,
  createdAt: '2026-11-18T15:00:00.000Z',
  updatedAt: '2026-11-20T15:30:00.000Z',
  user: {
    id: 'u1',
    email: 'maria@example.pe',
    name: 'María',
    lastName: 'Quispe',
    secondLastName: 'Rojas',
    documentType: 'DNI',
    documentNumber: '45678912',
  },
  product: { id: 'p1', name: 'Bono Select MidCap', currency: 'USD' },
};
const me = (permissions: AdminMe['permissions']): AdminMe => ({
  id: 'a1',
  email: 'soporte@invierte.pe',
  name: 'Sara',
  lastName: 'Vega',
  secondLastName: '',
  profile: 'ADMIN',
  adminProfile: null,
  permissions,
});
const QUEUE = 'GET /api/admin/onboarding/support/cancel-requests?page=1&limit=20';

beforeEach(() => saveSession({ accessToken: 'admin-1' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('lists who asked to cancel, and only reads without the permission to cancel', async () => {
  fakeApi({
    'GET /api/admin/users/me': () => success(me(['support.read'])),
    [QUEUE]: () => success({ items: [request], page: 1, limit: 20, total: 1 }),
  });
  renderRoute(<AdminSupportPage />, '/admin/soporte');
  const row = await screen.findByTestId('admin-support-row');
  expect(row.textContent).toContain('María Quispe Rojas');
  expect(row.textContent).toContain('DNI 45678912 · maria@example.pe');
  expect(row.textContent).toContain('Bono Select MidCap');
  expect(screen.getByText('1 solicitud espera que soporte la cancele.')).toBeTruthy();
  expect(screen.queryByTestId('support-cancel')).toBeNull();
  expect(screen.queryByText('Ver solicitud')).toBeNull();
});

it(
  'cancels a request only after confirming, shows a refusal, and the queue empties',
  { timeout: 20_000 },
  async () => {
    let done = false;
    let conflict = true;
    const api = fakeApi({
      'GET /api/admin/users/me': () => success(me(['support.read', 'support.cancel'])),
      [QUEUE]: () => success({ items: done ? [] : [request], page: 1, limit: 20, total: done ? 0 : 1 }),
      'PUT /api/admin/onboarding/support/o1/cancel': () => {
        if (conflict) {
          conflict = false;
          return failure(409, 'CONFLICT', 'La solicitud cambió mientras la revisabas. Vuelve a cargarla.');
        }
        done = true;
        return success({ _id: 'o1', state: 'CANCELED_BY_SUPPORT', version: 8 });
      },
    });
    renderRoute(<AdminSupportPage />, '/admin/soporte');
    fireEvent.click(await screen.findByTestId('support-cancel'));
    expect(
      screen.getByText(/La solicitud de María Quispe Rojas en Bono Select MidCap queda cancelada/),
    ).toBeTruthy();
    expect(api.calls('PUT /api/admin/onboarding/support/o1/cancel')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('decision-confirm'));
    expect((await screen.findByTestId('decision-error')).textContent).toBe(
      'La solicitud cambió mientras la revisabas. Vuelve a cargarla.',
    );
    fireEvent.click(screen.getByTestId('decision-confirm'));
    expect(await screen.findByText('No hay solicitudes de cancelación pendientes.')).toBeTruthy();
    expect(api.calls('PUT /api/admin/onboarding/support/o1/cancel')).toHaveLength(2);
  },
);
