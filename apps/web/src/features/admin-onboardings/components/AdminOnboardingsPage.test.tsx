import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { failure, fakeApi, renderRoute, success } from '../../../lib/test-utils';
import AdminOnboardingsPage from './AdminOnboardingsPage';

const item = (id: string, state: string) => ({
  _id: id,
  state,
  keynuaContractState: 'SIGNED',
  version: 3,
  createdAt: '2026-11-20T15:00:00.000Z',
  updatedAt: '2026-11-21T15:00:00.000Z',
  user: {
    id: `u-${id}`,
    email: `${id}@example.pe`,
    name: 'Rosa',
    lastName: 'Quispe',
    secondLastName: 'Mamani',
    documentType: 'DNI',
    documentNumber: '71234567',
  },
  product: { id: 'p1', name: 'Factoring', currency: 'PEN' },
});
const quantities = success({
  total: 7,
  byState: { WAITING_FOR_APPROVAL: 2, IN_VERIFICATION: 1, APPROVED: 4 },
});

beforeEach(() => saveSession({ accessToken: 'admin-1' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('counts what waits by state, lists a page, and asks the server with the chosen state and search', async () => {
  const api = fakeApi({
    'GET /api/admin/onboarding/listQuantities': () => quantities,
    'POST /api/admin/onboarding/list': (init) => {
      const body = JSON.parse(String(init.body)) as { state?: string };
      return success({
        items: body.state
          ? [item('o2', body.state)]
          : [item('o1', 'APPROVED'), item('o2', 'WAITING_FOR_APPROVAL')],
        page: 1,
        limit: 20,
        total: body.state ? 1 : 2,
      });
    },
  });
  renderRoute(<AdminOnboardingsPage />, '/admin/onboardings');
  expect(await screen.findAllByTestId('admin-onboardings-row')).toHaveLength(2);
  expect((await screen.findByText('7 solicitudes; 3 esperan una revisión.')).textContent).toBeTruthy();
  fireEvent.click(screen.getByText('Firma en revisión: 2'));
  await vi.waitFor(() => expect(screen.getAllByTestId('admin-onboardings-row')).toHaveLength(1));
  fireEvent.change(screen.getByTestId('onboardings-search'), { target: { value: 'quispe' } });
  await vi.waitFor(() =>
    expect(api.calls('POST /api/admin/onboarding/list').at(-1)?.body).toEqual({
      state: 'WAITING_FOR_APPROVAL',
      names: 'quispe',
      page: 1,
      limit: 20,
    }),
  );
  expect(screen.getAllByTestId('admin-onboardings-row')[0]!.textContent).toContain('Firma en revisión');
});

it('shows the server’s refusal with a way to retry', async () => {
  fakeApi({
    'GET /api/admin/onboarding/listQuantities': () => quantities,
    'POST /api/admin/onboarding/list': () =>
      failure(400, 'VALIDATION_ERROR', 'Ingresa una fecha válida (AAAA-MM-DD).'),
  });
  renderRoute(<AdminOnboardingsPage />, '/admin/onboardings?desde=2026-13-01');
  expect(await screen.findByText('Ingresa una fecha válida (AAAA-MM-DD).')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
});
