import type { RestrictedListItem } from '@invierte/domain';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { adminMe, failure, fakeApi, getButton, renderRoute, success } from '../../../lib/test-utils';
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
  expect(getButton('Reintentar')).toBeTruthy();
});

const listed: RestrictedListItem = {
  documentType: 'DNI',
  documentNumber: '99999990',
  reason: 'Coincidencia en lista de sanciones.',
  addedBy: null,
  createdAt: '2026-11-20T15:00:00.000Z',
};

it(
  'shows the restricted list; compliance adds a document, told how many requests it held, and removes one after confirming',
  { timeout: 20_000 },
  async () => {
    let items = [listed];
    const api = fakeApi({
      'GET /api/admin/users/me': () => adminMe(['onboarding.review', 'restricted-list.write']),
      'GET /api/admin/onboarding/listQuantities': () => quantities,
      'POST /api/admin/onboarding/list': () => success({ items: [], page: 1, limit: 20, total: 0 }),
      'GET /api/admin/onboarding/restricted-persons?page=1&limit=20': () =>
        success({ items, page: 1, limit: 20, total: items.length }),
      'POST /api/admin/onboarding/restricted-persons': (init) => {
        const body = JSON.parse(String(init.body)) as typeof listed;
        items = [{ ...body, addedBy: 'Ana Torres', createdAt: '2026-11-24T15:00:00.000Z' }, ...items];
        return success({ ...body, restricted: true, heldOnboardings: 1 });
      },
      'DELETE /api/admin/onboarding/restricted-persons/DNI/99999990': () => {
        items = items.filter((i) => i.documentNumber !== '99999990');
        return success({ documentType: 'DNI', documentNumber: '99999990', restricted: false });
      },
    });
    renderRoute(<AdminOnboardingsPage />, '/admin/onboardings');
    fireEvent.click(await screen.findByTestId('onboardings-restricted'));
    expect((await screen.findByTestId('restricted-list-row')).textContent).toContain('DNI 99999990');
    expect(screen.getByText('Carga inicial')).toBeTruthy();

    fireEvent.click(await screen.findByTestId('restricted-add'));
    // A DNI keeps its digits only and says what is wrong with it under the field.
    fireEvent.change(screen.getByTestId('restricted-number'), { target: { value: '41a23' } });
    expect((screen.getByTestId('restricted-number') as HTMLInputElement).value).toBe('4123');
    expect(screen.getByText('El DNI debe tener exactamente 8 dígitos.')).toBeTruthy();
    expect((screen.getByTestId('restricted-confirm') as HTMLButtonElement).disabled).toBe(true);
    // Another document keeps its letters, with its own rule.
    fireEvent.change(screen.getByTestId('restricted-type'), { target: { value: 'PASAPORTE' } });
    fireEvent.change(screen.getByTestId('restricted-number'), { target: { value: 'AB1' } });
    expect(screen.getByText('Ingresa un número de documento válido (5 a 15 letras o números).')).toBeTruthy();
    fireEvent.change(screen.getByTestId('restricted-type'), { target: { value: 'DNI' } });
    expect((screen.getByTestId('restricted-number') as HTMLInputElement).value).toBe('1');
    fireEvent.change(screen.getByTestId('restricted-number'), { target: { value: '41234567' } });
    fireEvent.change(screen.getByTestId('restricted-reason'), {
      target: { value: 'Alerta de la UIF por origen de fondos.' },
    });
    fireEvent.click(screen.getByTestId('restricted-confirm'));
    expect((await screen.findByTestId('restricted-result')).textContent).toContain(
      'Se retuvo 1 solicitud en curso',
    );
    expect(api.calls('POST /api/admin/onboarding/restricted-persons')[0]!.body).toEqual({
      documentType: 'DNI',
      documentNumber: '41234567',
      reason: 'Alerta de la UIF por origen de fondos.',
    });
    fireEvent.click(screen.getByTestId('restricted-done'));
    await vi.waitFor(() => expect(screen.getAllByTestId('restricted-list-row')).toHaveLength(2));

    const seeded = screen.getAllByTestId('restricted-list-row')[1]!;
    fireEvent.click(seeded.querySelector('[data-testid="restricted-remove"]')!);
    expect(screen.getByText(/DNI 99999990 dejará de retener solicitudes nuevas/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('decision-confirm'));
    await vi.waitFor(() => expect(screen.getAllByTestId('restricted-list-row')).toHaveLength(1));
    expect(api.calls('DELETE /api/admin/onboarding/restricted-persons/DNI/99999990')).toHaveLength(1);
  },
);

it('shows the restricted list read-only to whom may not change it', async () => {
  const api = fakeApi({
    'GET /api/admin/users/me': () => adminMe(['onboarding.review']),
    'GET /api/admin/onboarding/listQuantities': () => quantities,
    'POST /api/admin/onboarding/list': () => success({ items: [], page: 1, limit: 20, total: 0 }),
    'GET /api/admin/onboarding/restricted-persons?page=1&limit=20': () =>
      success({ items: [listed], page: 1, limit: 20, total: 1 }),
  });
  renderRoute(<AdminOnboardingsPage />, '/admin/onboardings?vista=lista-restringida');
  await screen.findByTestId('restricted-list-row');
  await vi.waitFor(() => expect(api.calls('GET /api/admin/users/me')).toHaveLength(1));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByTestId('restricted-add')).toBeNull();
  expect(screen.queryByTestId('restricted-remove')).toBeNull();
});

it('says one request in the singular', async () => {
  fakeApi({
    'GET /api/admin/onboarding/listQuantities': () => success({ total: 1, byState: { ON_HOLD: 1 } }),
    'POST /api/admin/onboarding/list': () =>
      success({ items: [item('o1', 'ON_HOLD')], page: 1, limit: 20, total: 1 }),
  });
  renderRoute(<AdminOnboardingsPage />, '/admin/onboardings');
  expect(await screen.findByText('1 solicitud; 1 espera una revisión.')).toBeTruthy();
});
