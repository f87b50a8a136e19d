import { permissionMeanings, permissions } from '@invierte/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema.ts';
import { seedAdminProfileIds } from '../../../db/seed-data/admin-profiles.ts';
import { demoTokens, nextIp, verifiedUser } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** Permission management (requirements R7 Permissions) through the API, refusals included. */
let t: TestApp;
let tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  tokens = await demoTokens(t, ['admin', 'operations', 'interesado', 'participe']);
});
afterAll(async () => t?.close());

const base = '/api/admin/permissions';
async function call(token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  const res = await t.app.inject({
    method,
    url: `${base}/${url}`,
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: nextIp(),
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}
const idOf = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const admins = async () =>
  (await call(tokens.admin!, 'GET', 'UserAdmin')).body.data as Array<{
    userId: string;
    email: string;
    profile: { id: string; name: string } | null;
  }>;

let people = 0;
/** A fresh verified INTERESADO, made an administrator with the profile by the super admin. */
async function newAdmin(profileId: string) {
  people++;
  const email = `equipo${people}@invierte.pe`;
  const { accessToken } = await verifiedUser(t, email, String(46_000_000 + people));
  const res = await call(tokens.admin!, 'POST', 'UserAdmin', { email, profileId });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { email, token: accessToken, userId: res.body.data.userId as string };
}

const get = async (token: string, url: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
      remoteAddress: nextIp(),
    })
  ).statusCode;

describe('roles and profiles', () => {
  it('lists the roles with what each permission means; super admin holds all, the auditor only reads', async () => {
    const res = await call(tokens.admin!, 'GET', 'RoleList');
    expect(res.status).toBe(200);
    const roles = res.body.data as Array<{
      code: string;
      name: string;
      permissions: Array<{ permission: string; meaning: string; readOnly: boolean }>;
    }>;
    expect(roles.map((r) => r.code)).toEqual([
      'SUPER_ADMIN',
      'COMPLIANCE',
      'DEPOSIT_APPROVER',
      'OPERATIONS',
      'SUPPORT',
      'ACCESS_MANAGER',
      'AUDITOR',
    ]);
    const superAdmin = roles.find((r) => r.code === 'SUPER_ADMIN')!;
    expect(superAdmin.permissions.map((p) => p.permission).sort()).toEqual([...permissions].sort());
    const auditor = roles.find((r) => r.code === 'AUDITOR')!;
    expect(auditor.name).toBe('Auditor (solo lectura)');
    expect(auditor.permissions.length).toBeGreaterThan(3);
    for (const p of auditor.permissions) expect(p.readOnly, p.permission).toBe(true);
    expect(auditor.permissions.map((p) => p.permission)).not.toContain('rescue.settle');
    const compliance = roles.find((r) => r.code === 'COMPLIANCE')!;
    expect(compliance.permissions).toContainEqual({
      permission: 'restricted-list.write',
      ...permissionMeanings['restricted-list.write'],
    });
  });

  it('lists the seeded profiles, with their roles when asked, and how many hold each', async () => {
    const plain = await call(tokens.admin!, 'GET', 'ProfileAdmin');
    expect(plain.status).toBe(200);
    expect(plain.body.data[0].roles).toBeUndefined();
    const res = await call(tokens.admin!, 'GET', 'ProfileAdmin?roles=true');
    const byName = Object.fromEntries(
      (res.body.data as Array<{ name: string; adminCount: number; roles: Array<{ code: string }> }>).map(
        (p) => [p.name, p],
      ),
    );
    expect(byName['Superadministrador']?.roles.map((r) => r.code)).toEqual(['SUPER_ADMIN']);
    expect(byName['Operaciones']?.roles.map((r) => r.code)).toEqual(['DEPOSIT_APPROVER', 'OPERATIONS']);
    expect(byName['Auditoría']?.roles.map((r) => r.code)).toEqual(['AUDITOR']);
    expect(byName['Cumplimiento']?.roles.map((r) => r.code)).toEqual(['COMPLIANCE']);
    expect(byName['Soporte']?.roles.map((r) => r.code)).toEqual(['SUPPORT']);
    expect(byName['Operaciones']?.adminCount).toBe(1);
    expect((await call(tokens.admin!, 'GET', 'ProfileAdmin?roles=quizas')).status).toBe(400);
  });

  it('lists the administrators with their profile', async () => {
    const list = await admins();
    expect(list.find((a) => a.email === 'admin@invierte.pe')?.profile?.name).toBe('Superadministrador');
    expect(list.find((a) => a.email === 'operaciones@invierte.pe')?.profile?.name).toBe('Operaciones');
    expect(list.some((a) => a.email === 'participe@invierte.pe')).toBe(false);
  });

  it('operations may not manage permissions; users/me tells each admin what their roles allow', async () => {
    expect((await call(tokens.operations!, 'GET', 'UserAdmin')).status).toBe(403);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users/me',
      headers: { authorization: `Bearer ${tokens.operations}` },
      remoteAddress: nextIp(),
    });
    expect(me.json().data.adminProfile.name).toBe('Operaciones');
    expect(me.json().data.permissions).toContain('onboarding.approve');
    expect(me.json().data.permissions).toContain('rescue.settle');
    expect(me.json().data.permissions).not.toContain('admin.permissions.read');
  });
});

describe('administrators', () => {
  it('makes an existing account an administrator whose roles decide, at once, what it may do', async () => {
    const person = await newAdmin(seedAdminProfileIds.compliance);
    expect(await get(person.token, '/api/admin/onboarding/listQuantities')).toBe(200);
    expect(await get(person.token, '/api/admin/rescues')).toBe(403);
    const sidebar = await t.app.inject({
      method: 'GET',
      url: '/api/user/sidebar',
      headers: { authorization: `Bearer ${person.token}` },
      remoteAddress: nextIp(),
    });
    const names = (sidebar.json().data as Array<{ name: string }>).map((e) => e.name);
    expect(names).toContain('Solicitudes de inversión');
    expect(names).not.toContain('Rescates');
    expect(names).not.toContain('Permisos');

    // Now an auditor: rescues readable, no decision allowed.
    const changed = await call(tokens.admin!, 'POST', 'UserAdmin', {
      userId: person.userId,
      profileId: seedAdminProfileIds.auditor,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.profile.name).toBe('Auditoría');
    expect(await get(person.token, '/api/admin/rescues')).toBe(200);
    const decide = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/onboarding/${person.userId}/disapprove`,
      headers: { authorization: `Bearer ${person.token}` },
      payload: { reason: 'Documentos ilegibles' },
      remoteAddress: nextIp(),
    });
    expect(decide.statusCode).toBe(403);

    // Removed: an investor again, no back office.
    const removed = await call(tokens.admin!, 'DELETE', `UserAdmin?user_id=${person.userId}`);
    expect(removed.status).toBe(200);
    expect(await get(person.token, '/api/admin/rescues')).toBe(403);
    const [row] = await t.db.select().from(users).where(eq(users.id, person.userId));
    expect(row).toMatchObject({ profile: 'INTERESADO', adminProfileId: null });
    expect((await admins()).some((a) => a.userId === person.userId)).toBe(false);
  });

  it('refuses unknown accounts, participants, unknown profiles and bad input, changing nothing', async () => {
    const before = await admins();
    const unknown = await call(tokens.admin!, 'POST', 'UserAdmin', {
      email: 'nadie@invierte.pe',
      profileId: seedAdminProfileIds.support,
    });
    expect(unknown).toMatchObject({
      status: 404,
      body: { code: 'ADMIN_USER_NOT_FOUND', message: 'No hay ninguna cuenta registrada con ese correo.' },
    });
    const participe = await call(tokens.admin!, 'POST', 'UserAdmin', {
      email: 'participe@invierte.pe',
      profileId: seedAdminProfileIds.support,
    });
    expect(participe).toMatchObject({ status: 409, body: { code: 'ADMIN_USER_IS_PARTICIPE' } });
    const noProfile = await call(tokens.admin!, 'POST', 'UserAdmin', {
      email: 'verificacion@invierte.pe',
      profileId: '00000000-0000-4000-8000-000000000000',
    });
    expect(noProfile).toMatchObject({ status: 404, body: { code: 'ADMIN_PROFILE_NOT_FOUND' } });
    const both = await call(tokens.admin!, 'POST', 'UserAdmin', {
      email: 'verificacion@invierte.pe',
      userId: await idOf('verificacion@invierte.pe'),
      profileId: seedAdminProfileIds.support,
    });
    expect(both.status).toBe(400);
    expect(both.body.errors[0].message).toBe(
      'Indica la persona por su correo o por su identificador (solo uno de los dos).',
    );
    const notAdmin = await call(tokens.admin!, 'POST', 'UserAdmin', {
      userId: await idOf('verificacion@invierte.pe'),
      profileId: seedAdminProfileIds.support,
    });
    expect(notAdmin).toMatchObject({ status: 404, body: { code: 'ADMIN_NOT_AN_ADMIN' } });
    expect((await call(tokens.admin!, 'DELETE', 'UserAdmin?user_id=no-es-uuid')).status).toBe(400);
    expect(await admins()).toEqual(before);
    const [verificacion] = await t.db.select().from(users).where(eq(users.email, 'verificacion@invierte.pe'));
    expect(verificacion).toMatchObject({ profile: 'INTERESADO', adminProfileId: null });
  });

  it('refuses an administrator removing or narrowing their own permission management', async () => {
    const adminId = await idOf('admin@invierte.pe');
    const self = await call(tokens.admin!, 'DELETE', `UserAdmin?user_id=${adminId}`);
    expect(self).toMatchObject({
      status: 409,
      body: {
        code: 'ADMIN_OWN_PERMISSIONS',
        message: 'No puedes quitarte a ti mismo la gestión de permisos. Pídeselo a otro administrador.',
      },
    });
    const narrower = await call(tokens.admin!, 'POST', 'UserAdmin', {
      userId: adminId,
      profileId: seedAdminProfileIds.compliance,
    });
    expect(narrower).toMatchObject({ status: 409, body: { code: 'ADMIN_OWN_PERMISSIONS' } });
    const own = await call(tokens.admin!, 'POST', 'ProfileAdmin', {
      profileId: seedAdminProfileIds.superAdmin,
      name: 'Superadministrador',
      roles: ['COMPLIANCE'],
    });
    expect(own).toMatchObject({ status: 409, body: { code: 'ADMIN_OWN_PERMISSIONS' } });
    expect((await admins()).find((a) => a.userId === adminId)?.profile?.name).toBe('Superadministrador');
    expect(await get(tokens.admin!, '/api/admin/rescues')).toBe(200);
  });

  it('refuses leaving the back office without a super administrator', async () => {
    const accessProfile = await call(tokens.admin!, 'POST', 'ProfileAdmin', {
      name: 'Seguridad de la información',
      description: 'Gestiona accesos',
      roles: ['ACCESS_MANAGER'],
    });
    expect(accessProfile.status).toBe(200);
    const manager = await newAdmin(accessProfile.body.data.id);
    const adminId = await idOf('admin@invierte.pe');
    const last = await call(manager.token, 'DELETE', `UserAdmin?user_id=${adminId}`);
    expect(last).toMatchObject({
      status: 409,
      body: {
        code: 'ADMIN_LAST_SUPER_ADMIN',
        message:
          'No puedes dejar el back office sin superadministrador: asigna antes ese perfil a otra persona.',
      },
    });
    const demoted = await call(manager.token, 'POST', 'UserAdmin', {
      userId: adminId,
      profileId: seedAdminProfileIds.auditor,
    });
    expect(demoted).toMatchObject({ status: 409, body: { code: 'ADMIN_LAST_SUPER_ADMIN' } });
    // With a second super admin, the first may go.
    const second = await call(manager.token, 'POST', 'UserAdmin', {
      email: 'nuevo@invierte.pe',
      profileId: seedAdminProfileIds.superAdmin,
    });
    expect(second.status).toBe(200);
    const moved = await call(manager.token, 'POST', 'UserAdmin', {
      userId: second.body.data.userId,
      profileId: seedAdminProfileIds.support,
    });
    expect(moved.status).toBe(200);
    expect((await admins()).find((a) => a.userId === adminId)?.profile?.name).toBe('Superadministrador');
  });
  it('two super admins removing each other at once: one write waits for the other, one of them stays', async () => {
    const a = await newAdmin(seedAdminProfileIds.superAdmin);
    const b = await newAdmin(seedAdminProfileIds.superAdmin);
    const [ab, ba] = await Promise.all([
      call(a.token, 'DELETE', `UserAdmin?user_id=${b.userId}`),
      call(b.token, 'DELETE', `UserAdmin?user_id=${a.userId}`),
    ]);
    // Whichever ran second found its caller no longer an administrator.
    expect([ab.status, ba.status].sort()).toEqual([200, 403]);
    const left = (await admins()).filter((x) => x.userId === a.userId || x.userId === b.userId);
    expect(left).toHaveLength(1);
    expect(left[0]!.profile?.name).toBe('Superadministrador');
  });
});

describe('profiles', () => {
  it('creates a profile, edits its roles (holders’ permissions change at once) and deletes it when free', async () => {
    const created = await call(tokens.admin!, 'POST', 'ProfileAdmin', {
      name: 'Mesa de operaciones',
      description: 'Turno tarde',
      roles: ['SUPPORT'],
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      name: 'Mesa de operaciones',
      description: 'Turno tarde',
      adminCount: 0,
      roles: [{ code: 'SUPPORT', name: 'Soporte' }],
    });
    const id = created.body.data.id as string;
    const person = await newAdmin(id);
    expect(await get(person.token, '/api/admin/rescues')).toBe(403);
    expect(await get(person.token, '/api/admin/onboarding/support/cancel-requests')).toBe(200);

    const edited = await call(tokens.admin!, 'POST', 'ProfileAdmin', {
      profileId: id,
      name: 'Mesa de operaciones',
      roles: ['SUPPORT', 'OPERATIONS'],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.adminCount).toBe(1);
    expect(await get(person.token, '/api/admin/rescues')).toBe(200);

    const inUse = await call(tokens.admin!, 'DELETE', `ProfileAdmin?profile_id=${id}`);
    expect(inUse).toMatchObject({
      status: 409,
      body: {
        code: 'ADMIN_PROFILE_IN_USE',
        message: 'Este perfil está asignado a 1 administrador. Cámbiales el perfil antes de borrarlo.',
      },
    });
    await call(tokens.admin!, 'DELETE', `UserAdmin?user_id=${person.userId}`);
    const deleted = await call(tokens.admin!, 'DELETE', `ProfileAdmin?profile_id=${id}`);
    expect(deleted).toMatchObject({ status: 200, body: { data: { id } } });
    const again = await call(tokens.admin!, 'DELETE', `ProfileAdmin?profile_id=${id}`);
    expect(again).toMatchObject({ status: 404, body: { code: 'ADMIN_PROFILE_NOT_FOUND' } });
  });

  it('refuses a seeded profile held by operations, a taken name, no roles and unknown roles', async () => {
    const held = await call(
      tokens.admin!,
      'DELETE',
      `ProfileAdmin?profile_id=${seedAdminProfileIds.operations}`,
    );
    expect(held.status).toBe(409);
    const taken = await call(tokens.admin!, 'POST', 'ProfileAdmin', {
      name: 'superADMINISTRADOR',
      roles: ['AUDITOR'],
    });
    expect(taken).toMatchObject({
      status: 409,
      body: { code: 'ADMIN_PROFILE_NAME_TAKEN', message: 'Ya existe un perfil con ese nombre.' },
    });
    const empty = await call(tokens.admin!, 'POST', 'ProfileAdmin', { name: 'Vacío', roles: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0].message).toBe('Elige al menos un rol.');
    const unknown = await call(tokens.admin!, 'POST', 'ProfileAdmin', { name: 'Raro', roles: ['ROOT'] });
    expect(unknown.status).toBe(400);
    const missing = await call(tokens.admin!, 'POST', 'ProfileAdmin', {
      profileId: '00000000-0000-4000-8000-000000000000',
      name: 'Fantasma',
      roles: ['AUDITOR'],
    });
    expect(missing).toMatchObject({ status: 404, body: { code: 'ADMIN_PROFILE_NOT_FOUND' } });
    const names = (
      (await call(tokens.admin!, 'GET', 'ProfileAdmin')).body.data as Array<{ name: string }>
    ).map((p) => p.name);
    expect(names).not.toContain('Vacío');
    expect(names).not.toContain('Raro');
    expect(names).not.toContain('Fantasma');
  });

  it('an auditor reads the permission screens but cannot change them', async () => {
    const auditor = await newAdmin(seedAdminProfileIds.auditor);
    expect((await call(auditor.token, 'GET', 'UserAdmin')).status).toBe(200);
    expect((await call(auditor.token, 'GET', 'RoleList')).status).toBe(200);
    const write = await call(auditor.token, 'POST', 'ProfileAdmin', { name: 'Intento', roles: ['AUDITOR'] });
    expect(write.status).toBe(403);
  });
});
