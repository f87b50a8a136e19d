import type { AdminMe, AdminProfileView, AdminRoleView, AdminUserView } from '@invierte/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { failure, fakeApi, renderRoute, success } from '../../../lib/test-utils';
import AdminPermissionsPage from './AdminPermissionsPage';

const SUPER = 'a0000000-0000-4000-8000-000000000001';
const OPS = 'a0000000-0000-4000-8000-000000000003';
const ME = '11111111-1111-4111-8111-111111111111';
const JORGE = '22222222-2222-4222-8222-222222222222';

const access = (permissions: AdminMe['permissions']): AdminMe => ({
  id: ME,
  email: 'admin@invierte.pe',
  name: 'Ana',
  lastName: 'Torres',
  secondLastName: 'Vega',
  profile: 'ADMIN',
  adminProfile: { id: SUPER, name: 'Superadministrador' },
  permissions,
});
const superAccess = access(['admin.permissions.read', 'admin.permissions.write', 'rescue.read']);
const admins: AdminUserView[] = [
  {
    userId: ME,
    email: 'admin@invierte.pe',
    fullName: 'Ana Torres Vega',
    profile: { id: SUPER, name: 'Superadministrador' },
    disabled: false,
  },
  {
    userId: JORGE,
    email: 'operaciones@invierte.pe',
    fullName: 'Jorge Salas Paredes',
    profile: { id: OPS, name: 'Operaciones' },
    disabled: false,
  },
];
const profiles: AdminProfileView[] = [
  {
    id: SUPER,
    name: 'Superadministrador',
    description: 'Acceso completo',
    adminCount: 1,
    roles: [{ code: 'SUPER_ADMIN', name: 'Superadministrador' }],
  },
  {
    id: OPS,
    name: 'Operaciones',
    description: '',
    adminCount: 1,
    roles: [{ code: 'OPERATIONS', name: 'Operaciones' }],
  },
  {
    id: 'a0000000-0000-4000-8000-000000000005',
    name: 'Auditoría',
    description: '',
    adminCount: 0,
    roles: [{ code: 'AUDITOR', name: 'Auditor (solo lectura)' }],
  },
];
const roles: AdminRoleView[] = [
  {
    code: 'SUPPORT',
    name: 'Soporte',
    description: 'Atiende la cola de anulaciones.',
    permissions: [
      {
        permission: 'support.cancel',
        meaning: 'Anular una operación que el inversionista pidió anular.',
        readOnly: false,
      },
      { permission: 'support.read', meaning: 'Ver la cola de solicitudes de anulación.', readOnly: true },
    ],
  },
  {
    code: 'AUDITOR',
    name: 'Auditor (solo lectura)',
    description: 'Ve todo sin cambiar nada.',
    permissions: [
      {
        permission: 'rescue.read',
        meaning: 'Ver las solicitudes de rescate de todos los inversionistas.',
        readOnly: true,
      },
    ],
  },
];
const reads = {
  'GET /api/admin/permissions/UserAdmin': () => success(admins),
  'GET /api/admin/permissions/ProfileAdmin?roles=true': () => success(profiles),
  'GET /api/admin/permissions/RoleList': () => success(roles),
};

beforeEach(() => saveSession({ accessToken: 'admin-1' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('lists the administrators with their profile, marks oneself and offers no removal of oneself', async () => {
  fakeApi({ ...reads, 'GET /api/admin/users/me': () => success(superAccess) });
  renderRoute(<AdminPermissionsPage />, '/admin/permisos');
  const rows = await screen.findAllByTestId('admin-users-row');
  expect(rows).toHaveLength(2);
  expect(rows[0]!.textContent).toContain('Ana Torres Vega');
  expect(rows[0]!.textContent).toContain('Tú');
  expect(within(rows[0]!).queryByTestId('admin-user-remove')).toBeNull();
  expect(within(rows[1]!).getByTestId('admin-user-remove')).toBeTruthy();
  fireEvent.change(screen.getByTestId('admin-users-search'), { target: { value: 'operaciones' } });
  expect(await screen.findAllByTestId('admin-users-row')).toHaveLength(1);
});

it('adds an existing account as administrator with the chosen profile and shows a refusal in place', async () => {
  let attempt = 0;
  const api = fakeApi({
    ...reads,
    'GET /api/admin/users/me': () => success(superAccess),
    'POST /api/admin/permissions/UserAdmin': () =>
      ++attempt === 1
        ? failure(
            409,
            'ADMIN_USER_IS_PARTICIPE',
            'Esta cuenta es de un partícipe con inversiones: un administrador debe usar otra cuenta.',
          )
        : success({
            ...admins[1]!,
            userId: '33333333-3333-4333-8333-333333333333',
            email: 'rosa@invierte.pe',
          }),
  });
  renderRoute(<AdminPermissionsPage />, '/admin/permisos');
  fireEvent.click(await screen.findByTestId('admin-user-add'));
  fireEvent.click(await screen.findByTestId('admin-user-save'));
  expect(await screen.findByText('Ingresa el correo de la persona.')).toBeTruthy();
  expect(await screen.findByText('Elige un perfil.')).toBeTruthy();
  expect(api.calls('POST /api/admin/permissions/UserAdmin')).toHaveLength(0);

  fireEvent.change(screen.getByTestId('admin-user-email'), { target: { value: 'rosa@invierte.pe' } });
  await screen.findByRole('option', { name: 'Operaciones' });
  fireEvent.change(screen.getByTestId('admin-user-profile'), { target: { value: OPS } });
  expect((await screen.findByTestId('admin-user-profile-roles')).textContent).toBe('Roles: Operaciones');
  fireEvent.click(screen.getByTestId('admin-user-save'));
  expect((await screen.findByTestId('admin-user-error')).textContent).toBe(
    'Esta cuenta es de un partícipe con inversiones: un administrador debe usar otra cuenta.',
  );
  fireEvent.click(screen.getByTestId('admin-user-save'));
  await vi.waitFor(() => expect(screen.queryByTestId('admin-user-save')).toBeNull());
  expect(api.calls('POST /api/admin/permissions/UserAdmin')[1]!.body).toEqual({
    email: 'rosa@invierte.pe',
    profileId: OPS,
  });
});

it('removes an administrator after a confirmation that says what it does', async () => {
  const api = fakeApi({
    ...reads,
    'GET /api/admin/users/me': () => success(superAccess),
    [`DELETE /api/admin/permissions/UserAdmin?user_id=${JORGE}`]: () =>
      success({ ...admins[1]!, profile: null }),
  });
  renderRoute(<AdminPermissionsPage />, '/admin/permisos');
  const rows = await screen.findAllByTestId('admin-users-row');
  fireEvent.click(within(rows[1]!).getByTestId('admin-user-remove'));
  expect(
    await screen.findByText(
      /Jorge Salas Paredes \(operaciones@invierte.pe\) dejará de entrar al back office/,
    ),
  ).toBeTruthy();
  fireEvent.click(screen.getByTestId('decision-confirm'));
  await vi.waitFor(() =>
    expect(api.calls(`DELETE /api/admin/permissions/UserAdmin?user_id=${JORGE}`)).toHaveLength(1),
  );
});

it('creates a profile from roles, showing what they allow together, and refuses a profile without roles', async () => {
  const api = fakeApi({
    ...reads,
    'GET /api/admin/users/me': () => success(superAccess),
    'POST /api/admin/permissions/ProfileAdmin': () =>
      success({
        id: 'new',
        name: 'Mesa',
        description: '',
        adminCount: 0,
        roles: [{ code: 'SUPPORT', name: 'Soporte' }],
      }),
  });
  renderRoute(<AdminPermissionsPage />, '/admin/permisos?vista=perfiles');
  const rows = await screen.findAllByTestId('admin-profiles-row');
  expect(rows[0]!.textContent).toContain('1 administrador');
  // A profile someone holds cannot be deleted from here.
  expect((within(rows[0]!).getByTestId('profile-delete') as HTMLButtonElement).disabled).toBe(true);
  expect((within(rows[2]!).getByTestId('profile-delete') as HTMLButtonElement).disabled).toBe(false);

  fireEvent.click(screen.getByTestId('profile-add'));
  fireEvent.change(await screen.findByTestId('profile-name'), { target: { value: 'Mesa' } });
  fireEvent.click(screen.getByTestId('profile-save'));
  expect(await screen.findByText('Elige al menos un rol.')).toBeTruthy();
  fireEvent.click(await screen.findByTestId('profile-role-SUPPORT'));
  const allows = await screen.findByTestId('profile-allows');
  expect(allows.textContent).toContain('Anular una operación que el inversionista pidió anular.');
  expect(allows.textContent).toContain('Ver la cola de solicitudes de anulación.');
  fireEvent.click(screen.getByTestId('profile-save'));
  await vi.waitFor(() => expect(api.calls('POST /api/admin/permissions/ProfileAdmin')).toHaveLength(1));
  expect(api.calls('POST /api/admin/permissions/ProfileAdmin')[0]!.body).toEqual({
    name: 'Mesa',
    description: '',
    roles: ['SUPPORT'],
  });
});

it('deletes a free profile after confirming, and shows the server’s refusal if it is held meanwhile', async () => {
  const id = profiles[2]!.id;
  fakeApi({
    ...reads,
    'GET /api/admin/users/me': () => success(superAccess),
    [`DELETE /api/admin/permissions/ProfileAdmin?profile_id=${id}`]: () =>
      failure(
        409,
        'ADMIN_PROFILE_IN_USE',
        'Este perfil está asignado a 1 administrador. Cámbiales el perfil antes de borrarlo.',
      ),
  });
  renderRoute(<AdminPermissionsPage />, '/admin/permisos?vista=perfiles');
  const rows = await screen.findAllByTestId('admin-profiles-row');
  fireEvent.click(within(rows[2]!).getByTestId('profile-delete'));
  expect(await screen.findByText(/El perfil «Auditoría» se borrará/)).toBeTruthy();
  fireEvent.click(screen.getByTestId('decision-confirm'));
  expect((await screen.findByTestId('decision-error')).textContent).toBe(
    'Este perfil está asignado a 1 administrador. Cámbiales el perfil antes de borrarlo.',
  );
});

it('shows the roles with what each permission means, and an auditor sees no button that changes anything', async () => {
  fakeApi({ ...reads, 'GET /api/admin/users/me': () => success(access(['admin.permissions.read'])) });
  renderRoute(<AdminPermissionsPage />, '/admin/permisos?vista=roles');
  const cards = await screen.findAllByTestId('admin-role');
  expect(cards).toHaveLength(2);
  expect(cards[0]!.textContent).toContain('Anular una operación que el inversionista pidió anular.');
  expect(cards[0]!.textContent).toContain('Cambiar');
  expect(cards[1]!.textContent).toContain('Ver las solicitudes de rescate de todos los inversionistas.');

  fireEvent.click(screen.getByTestId('permissions-tab-administradores'));
  await screen.findAllByTestId('admin-users-row');
  expect(screen.queryByTestId('admin-user-add')).toBeNull();
  expect(screen.queryByTestId('admin-user-remove')).toBeNull();
  expect(screen.queryByTestId('admin-user-change')).toBeNull();
  fireEvent.click(screen.getByTestId('permissions-tab-perfiles'));
  await screen.findAllByTestId('admin-profiles-row');
  expect(screen.queryByTestId('profile-add')).toBeNull();
  expect(screen.queryByTestId('profile-edit')).toBeNull();
});
