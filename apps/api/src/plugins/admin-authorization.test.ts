import { randomUUID } from 'node:crypto';
import { adminRoles, permissionMeanings, type Permission } from '@invierte/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminProfileRoles, adminProfiles, users } from '../db/schema.ts';
import { seedAdminProfileIds } from '../db/seed-data/admin-profiles.ts';
import { demoTokens, nextIp, verifiedUser } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Every back-office route, as registered (so a new one cannot be missed), answered for each kind of
 * caller: a guest gets 401, an investor (INTERESADO or PARTICIPE) 403, both before anything about
 * the request is read; an administrator whose profile's roles lack the route's permission 403; one
 * whose roles hold it gets past both checks. Each route names its permission through its
 * `requirePermission` hook (or `requireAnyAdmin`), which is how this test reads it.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
let probeId = '';
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  Object.assign(tokens, await demoTokens(t, ['admin', 'interesado', 'participe']));
  tokens.probe = (await verifiedUser(t, 'sonda@invierte.pe', '47000001')).accessToken;
  const [probe] = await t.db
    .update(users)
    .set({ profile: 'ADMIN', adminProfileId: seedAdminProfileIds.superAdmin })
    .where(eq(users.email, 'sonda@invierte.pe'))
    .returning({ id: users.id });
  probeId = probe!.id;
  await t.app.appContext.sessions.forgetUser(probeId, t.db);
});
afterAll(async () => t?.close());

/** A concrete URL for a route: every parameter gets a well-formed value. */
const concrete = (url: string) =>
  url
    .replace(':documentType', 'DNI')
    .replace(':documentNumber', '12345678')
    .replace(/:[A-Za-z]+\??/g, randomUUID());

/** Every route under /api/admin/, and any other that checks a back-office permission. */
const adminRoutes = () =>
  t.app.apiRoutes.filter((r) => r.url.startsWith('/api/admin/') || r.permission !== undefined);

async function call(method: string, url: string, token?: string) {
  return t.app.inject({
    method: method as 'GET',
    url: concrete(url),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    remoteAddress: nextIp(),
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  });
}

/** A fresh admin profile with exactly these roles, straight in the database. */
async function profileWith(roles: string[]): Promise<string> {
  const [profile] = await t.db
    .insert(adminProfiles)
    .values({ name: `prueba ${randomUUID()}` })
    .returning({ id: adminProfiles.id });
  if (roles.length)
    await t.db
      .insert(adminProfileRoles)
      .values(roles.map((roleCode) => ({ profileId: profile!.id, roleCode })));
  return profile!.id;
}

/** Gives the probe administrator this profile; the session check reads it on the next request. */
async function probeHolds(profileId: string | null) {
  await t.db.update(users).set({ adminProfileId: profileId }).where(eq(users.id, probeId));
  await t.app.appContext.sessions.forgetUser(probeId, t.db);
}

describe('admin routes × callers', () => {
  it('finds the back office’s routes, each naming the permission it checks', () => {
    expect(adminRoutes().length).toBeGreaterThanOrEqual(30);
    for (const { method, url, permission } of adminRoutes())
      expect(
        permission,
        `${method} ${url} needs requirePermission(…) or requireAnyAdmin() in its onRequest`,
      ).not.toBeUndefined();
  });

  it('every GET needs only a permission that reads, so the read-only auditor sees all', () => {
    for (const { method, url, permission } of adminRoutes())
      if (method === 'GET' && permission)
        expect(permissionMeanings[permission].readOnly, `${method} ${url} (${permission})`).toBe(true);
  });

  it('a guest gets 401 on every admin route', async () => {
    for (const { method, url } of adminRoutes())
      expect((await call(method, url)).statusCode, `${method} ${url}`).toBe(401);
  });

  it('an INTERESADO and a PARTICIPE get 403 on every admin route', async () => {
    for (const who of ['interesado', 'participe'])
      for (const { method, url } of adminRoutes()) {
        const res = await call(method, url, tokens[who]);
        expect(res.statusCode, `${who} ${method} ${url}`).toBe(403);
        expect(res.json().message).toBe('No tienes permiso para realizar esta acción.');
      }
  });

  it('an administrator without the route’s permission gets 403; with a role that holds it, gets past', async () => {
    const byPermission = new Map<Permission | null, Array<{ method: string; url: string }>>();
    for (const route of adminRoutes())
      byPermission.set(route.permission ?? null, [
        ...(byPermission.get(route.permission ?? null) ?? []),
        route,
      ]);

    for (const [permission, routes] of byPermission) {
      if (permission === null) {
        // Any administrator: even one whose profile has no role.
        await probeHolds(await profileWith([]));
        for (const { method, url } of routes) {
          const res = await call(method, url, tokens.probe);
          expect([401, 403], `no roles, ${method} ${url}: ${res.body}`).not.toContain(res.statusCode);
        }
        continue;
      }
      const holders = adminRoles.filter((r) => r.permissions.includes(permission));
      await probeHolds(await profileWith(adminRoles.filter((r) => !holders.includes(r)).map((r) => r.code)));
      for (const { method, url } of routes) {
        const res = await call(method, url, tokens.probe);
        expect(res.statusCode, `without ${permission}, ${method} ${url}`).toBe(403);
        expect(res.json().message).toBe('No tienes permiso para realizar esta acción.');
      }
      // The narrowest role that holds it (super admin only when nothing else does).
      const narrowest = [...holders].sort((a, b) => a.permissions.length - b.permissions.length)[0]!;
      await probeHolds(await profileWith([narrowest.code]));
      for (const { method, url } of routes) {
        const res = await call(method, url, tokens.probe);
        expect([401, 403], `${narrowest.code}, ${method} ${url}: ${res.body}`).not.toContain(res.statusCode);
        expect(res.statusCode, `${narrowest.code}, ${method} ${url}: ${res.body}`).toBeLessThan(500);
      }
    }
  });

  it('an administrator without an admin profile gets 403 on every route that names a permission', async () => {
    await probeHolds(null);
    for (const { method, url, permission } of adminRoutes()) {
      if (!permission) continue;
      expect((await call(method, url, tokens.probe)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('the super administrator gets past authentication and permission on every admin route', async () => {
    for (const { method, url } of adminRoutes()) {
      const res = await call(method, url, tokens.admin);
      expect([401, 403], `${method} ${url}: ${res.body}`).not.toContain(res.statusCode);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(500);
    }
  });
});
