import type { AdminUserItem } from '@invierte/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { adminMe, failure, fakeApi, renderRoute, success } from '../../../lib/test-utils';
import AdminUsersPage from './AdminUsersPage';
import ParticipantsPage from './ParticipantsPage';

const user = (id: string, over: Partial<AdminUserItem> = {}): AdminUserItem => ({
  id,
  email: `${id}@example.pe`,
  name: 'María',
  lastName: 'Rojas',
  secondLastName: 'Flores',
  documentType: 'DNI',
  documentNumber: '40000003',
  profile: 'PARTICIPE',
  affluent: false,
  emailVerified: true,
  questionCompleted: true,
  investorProfile: 'MODERADO',
  disabled: false,
  disabledAt: null,
  createdAt: '2026-10-01T15:00:00.000Z',
  holdings: [{ productId: 'p1', productName: 'Factoring', currency: 'PEN', quotas: '12.50000000' }],
  participantSince: '2025-03-04',
  ...over,
});
const page = (items: AdminUserItem[]) => success({ items, page: 1, limit: 20, total: items.length });

beforeEach(() => saveSession({ accessToken: 'admin-1' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('lists participants with their quotas and searches by what the admin types', async () => {
  const api = fakeApi({
    'GET /api/admin/users/me': () => adminMe(['user.read']),
    'POST /api/admin/user/listparticipant': (init) => {
      const body = JSON.parse(String(init.body)) as { search?: string };
      return page(body.search === 'luis' ? [] : [user('u1')]);
    },
  });
  renderRoute(<ParticipantsPage />, '/participes');
  const row = await screen.findByTestId('participants-row');
  expect(row.textContent).toContain('María Rojas Flores');
  // A participant since her first subscription, not since her account was made.
  expect(within(row).getByText('Partícipe desde el 04/03/2025')).toBeTruthy();
  expect(row.textContent).not.toContain('01/10/2026');
  expect(within(row).getByTestId('user-holdings').textContent).toContain('Factoring (S/): 12.5');
  expect(screen.getByText('1 partícipe con las cuotas que tiene cada uno.')).toBeTruthy();

  fireEvent.change(screen.getByTestId('participants-search'), { target: { value: 'luis' } });
  expect(await screen.findByText('Ningún partícipe coincide con la búsqueda.')).toBeTruthy();
  const last = api.calls('POST /api/admin/user/listparticipant').at(-1)!.body;
  expect(last).toMatchObject({ search: 'luis', page: 1, limit: 20, sort: 'createdAt', direction: 'desc' });
  // Only user.read: nothing to change.
  expect(screen.queryByTestId('user-toggle')).toBeNull();
});

it('speaks of the filter, not of a search, when only a filter is set; a read-only profile reads no write wording', async () => {
  fakeApi({
    'GET /api/admin/users/me': () => adminMe(['user.read']),
    'POST /api/admin/user/listbyprofile': () => page([]),
  });
  renderRoute(<AdminUsersPage />, '/admin/usuarios?perfil=participes&estado=desactivadas');
  expect(await screen.findByText('Ningún partícipe coincide con los filtros.')).toBeTruthy();
  expect(await screen.findByText(/Sus datos y el estado de su acceso\./)).toBeTruthy();
  expect(screen.queryByText(/desactiva su acceso/)).toBeNull();
});

it('disables an account after saying what happens, and shows a refusal in the dialog', async () => {
  let refuse = true;
  const api = fakeApi({
    'GET /api/admin/users/me': () => adminMe(['user.read', 'user.write']),
    'POST /api/admin/user/listparticipant': () => page([user('u1')]),
    'POST /api/admin/user/disabled': () =>
      refuse
        ? failure(409, 'CONFLICT', 'No puedes desactivar tu propia cuenta.')
        : success(user('u1', { disabled: true })),
  });
  renderRoute(<ParticipantsPage />, '/participes');
  fireEvent.click(await screen.findByTestId('user-toggle'));
  expect(screen.getByText(/no podrá iniciar sesión: sus sesiones abiertas se cerrarán ahora/)).toBeTruthy();
  fireEvent.click(screen.getByTestId('decision-confirm'));
  expect((await screen.findByTestId('decision-error')).textContent).toBe(
    'No puedes desactivar tu propia cuenta.',
  );
  refuse = false;
  fireEvent.click(screen.getByTestId('decision-confirm'));
  await vi.waitFor(() => expect(screen.queryByTestId('decision-confirm')).toBeNull());
  expect(api.calls('POST /api/admin/user/disabled').at(-1)!.body).toEqual({ userId: 'u1', disabled: true });
});

it('edits an interested user, sending only what changed, and puts the server’s field message on the field', async () => {
  let taken = true;
  const api = fakeApi({
    'GET /api/admin/users/me': () => adminMe(['user.read', 'user.write']),
    'POST /api/admin/user/listbyprofile': () => page([user('u2', { profile: 'INTERESADO', holdings: [] })]),
    'POST /api/admin/user/update': () =>
      taken
        ? failure(409, 'EMAIL_TAKEN', 'Ya existe una cuenta registrada con este correo.', [
            { field: 'email', message: 'Ya existe una cuenta registrada con este correo.' },
          ])
        : success(user('u2')),
  });
  renderRoute(<AdminUsersPage />, '/admin/usuarios');
  fireEvent.click(await screen.findByTestId('user-edit'));
  fireEvent.change(screen.getByTestId('edit-email'), { target: { value: 'otra@example.pe' } });
  fireEvent.click(screen.getByTestId('edit-save'));
  expect(await screen.findAllByText('Ya existe una cuenta registrada con este correo.')).not.toHaveLength(0);
  expect(api.calls('POST /api/admin/user/update')[0]!.body).toEqual({
    userId: 'u2',
    email: 'otra@example.pe',
  });

  fireEvent.change(screen.getByTestId('edit-name'), { target: { value: 'María1' } });
  fireEvent.click(screen.getByTestId('edit-save'));
  expect(
    await screen.findByText('Solo se permiten letras, espacios, guiones y apóstrofos.', { exact: false }),
  ).toBeTruthy();
  expect(api.calls('POST /api/admin/user/update')).toHaveLength(1);

  taken = false;
  fireEvent.change(screen.getByTestId('edit-name'), { target: { value: 'Mariela' } });
  fireEvent.click(screen.getByTestId('edit-save'));
  await vi.waitFor(() => expect(screen.queryByTestId('edit-save')).toBeNull());
  expect(api.calls('POST /api/admin/user/update')[1]!.body).toEqual({
    userId: 'u2',
    name: 'Mariela',
    email: 'otra@example.pe',
  });
});

it('shows the users of the chosen profile; administrators are managed in Permisos', async () => {
  const api = fakeApi({
    'GET /api/admin/users/me': () => adminMe(['user.read', 'user.write']),
    'POST /api/admin/user/listbyprofile': (init) => {
      const { profile } = JSON.parse(String(init.body)) as { profile: string };
      return page(profile === 'ADMIN' ? [user('a2', { profile: 'ADMIN', holdings: [] })] : []);
    },
  });
  renderRoute(<AdminUsersPage />, '/admin/usuarios');
  // Nothing typed, nothing filtered: the list is simply empty, not a search that found nothing.
  expect(await screen.findByText('Aún no hay interesados.')).toBeTruthy();
  expect(screen.getByText(/Corrige sus datos o desactiva su acceso\./)).toBeTruthy();
  fireEvent.click(screen.getByTestId('users-tab-administradores'));
  expect(await screen.findByText('Se gestiona en Permisos')).toBeTruthy();
  expect(screen.queryByTestId('user-edit')).toBeNull();
  expect(api.calls('POST /api/admin/user/listbyprofile').at(-1)!.body).toMatchObject({ profile: 'ADMIN' });
});

it('shows what a user answered in the questionnaire, and says so when they never answered', async () => {
  fakeApi({
    'GET /api/admin/users/me': () => adminMe(['user.read']),
    'POST /api/admin/user/listparticipant': () => page([user('u1'), user('u3', { name: 'Luis' })]),
    'GET /api/admin/user/question?userId=u1': () =>
      success({
        items: [
          {
            user: {
              id: 'u1',
              email: 'u1@example.pe',
              name: 'María',
              lastName: 'Rojas',
              secondLastName: '',
              profile: 'PARTICIPE',
            },
            questionCompleted: true,
            investorProfile: 'MODERADO',
            answers: [
              {
                questionKey: 'goal',
                question: '¿Cuál es tu principal objetivo al invertir?',
                answerKey: 'grow',
                answer: 'Hacer crecer mi patrimonio a mediano plazo',
                score: 3,
                answeredAt: '2026-10-01T15:00:00.000Z',
              },
            ],
          },
        ],
        page: 1,
        limit: 20,
        total: 1,
      }),
    'GET /api/admin/user/question?userId=u3': () => success({ items: [], page: 1, limit: 20, total: 0 }),
  });
  renderRoute(<ParticipantsPage />, '/participes');
  fireEvent.click((await screen.findAllByTestId('user-answers'))[0]!);
  const answers = await screen.findByTestId('answers');
  expect(answers.textContent).toContain('Perfil de inversionista: Moderado');
  expect(answers.textContent).toContain('Hacer crecer mi patrimonio a mediano plazo');
  fireEvent.click(screen.getByTestId('answers-close'));
  await vi.waitFor(() => expect(screen.queryByTestId('answers')).toBeNull());
  fireEvent.click(screen.getAllByTestId('user-answers')[1]!);
  expect((await screen.findByTestId('answers-none')).textContent).toBe('Aún no respondió el cuestionario.');
});
