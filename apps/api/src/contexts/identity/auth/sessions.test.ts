import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../../db/schema.ts';
import { seedAdminProfileIds } from '../../../db/seed-data/admin-profiles.ts';
import { linkToken, nextIp, verifiedUser } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { disableAccount } from './disable-account.ts';

/** Every way a session ends takes effect on the very next request, not when the token expires. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  options: { token?: string; payload?: unknown; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    method,
    url,
    payload: options.payload as object,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    remoteAddress: nextIp(),
  });
const me = (token: string) => call('GET', '/api/profile/me', { token });
const login = async (email: string, password = 'Segura2026') => {
  const res = await call('POST', '/api/auth/login', { payload: { email, password } });
  expect(res.statusCode).toBe(200);
  return res.json().data as { accessToken: string; refreshToken: string };
};

describe('logout', () => {
  it('ends the session at once: the access token gets 401 right after "Sesión cerrada."', async () => {
    const session = await verifiedUser(t, 'salgo@example.pe', '72000001');
    expect((await me(session.accessToken)).statusCode).toBe(200);
    const out = await call('POST', '/api/auth/logout', {
      token: session.accessToken,
      payload: { refreshToken: session.refreshToken },
    });
    expect(out.json().data.message).toBe('Sesión cerrada.');
    const after = await me(session.accessToken);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ status: 'error', code: 'UNAUTHORIZED' });
    expect(
      (await call('POST', '/api/auth/refresh', { payload: { refreshToken: session.refreshToken } }))
        .statusCode,
    ).toBe(401);
  });

  it('ends the session named by the refresh token alone, and by the bearer alone', async () => {
    await verifiedUser(t, 'dos.vias@example.pe', '72000002');
    const byRefresh = await login('dos.vias@example.pe');
    await call('POST', '/api/auth/logout', { payload: { refreshToken: byRefresh.refreshToken } });
    expect((await me(byRefresh.accessToken)).statusCode).toBe(401);

    const byBearer = await login('dos.vias@example.pe');
    await call('POST', '/api/auth/logout', { token: byBearer.accessToken, payload: {} });
    expect((await me(byBearer.accessToken)).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/auth/refresh', { payload: { refreshToken: byBearer.refreshToken } }))
        .statusCode,
    ).toBe(401);
  });

  it('ends only that device: another session of the same user keeps working', async () => {
    const phone = await verifiedUser(t, 'dos.equipos@example.pe', '72000003');
    const laptop = await login('dos.equipos@example.pe');
    await call('POST', '/api/auth/logout', { token: phone.accessToken, payload: {} });
    expect((await me(phone.accessToken)).statusCode).toBe(401);
    expect((await me(laptop.accessToken)).statusCode).toBe(200);
  });

  it('"cerrar sesión en todos los dispositivos" ends every session of the user, and no one else’s', async () => {
    const a = await verifiedUser(t, 'todos@example.pe', '72000004');
    const b = await login('todos@example.pe');
    const stranger = await verifiedUser(t, 'ajeno@example.pe', '72000005');
    const res = await call('POST', '/api/auth/logout-all', { token: b.accessToken });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe('Cerramos tu sesión en 2 dispositivos.');
    expect((await me(a.accessToken)).statusCode).toBe(401);
    expect((await me(b.accessToken)).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/auth/refresh', { payload: { refreshToken: a.refreshToken } })).statusCode,
    ).toBe(401);
    expect((await me(stranger.accessToken)).statusCode).toBe(200);
    expect((await call('POST', '/api/auth/logout-all')).statusCode).toBe(401);
  });
});

describe('password change, reset and disabling end sessions at once', () => {
  it('a password change ends every session; the caller continues with the fresh one it gets back', async () => {
    const old = await verifiedUser(t, 'cambio@example.pe', '72000006');
    const other = await login('cambio@example.pe');
    const res = await call('POST', '/api/profile/change-password', {
      token: old.accessToken,
      payload: { currentPassword: 'Segura2026', password: 'Nueva2026x', confirmPassword: 'Nueva2026x' },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(old.accessToken)).statusCode).toBe(401);
    expect((await me(other.accessToken)).statusCode).toBe(401);
    expect((await me(res.json().data.accessToken)).statusCode).toBe(200);
  });

  it('a password reset from the e-mailed link ends every session', async () => {
    const session = await verifiedUser(t, 'reinicio@example.pe', '72000007');
    await call('POST', '/api/password/recovery', { payload: { email: 'reinicio@example.pe' } });
    const token = linkToken(await t.lastMailTo('reinicio@example.pe'), '/create-password');
    const res = await call('PATCH', '/api/password/create', {
      token,
      payload: { password: 'Nueva2026x', confirmPassword: 'Nueva2026x' },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(session.accessToken)).statusCode).toBe(401);
  });

  it('disabling the account ends its sessions and refuses a new login', async () => {
    const session = await verifiedUser(t, 'apagado@example.pe', '72000008');
    const [user] = await t.db.select().from(users).where(eq(users.email, 'apagado@example.pe'));
    await disableAccount(t.ctx, user!.id);
    expect((await me(session.accessToken)).statusCode).toBe(401);
    const again = await call('POST', '/api/auth/login', {
      payload: { email: 'apagado@example.pe', password: 'Segura2026' },
    });
    expect(again.json().code).toBe('ACCOUNT_DISABLED');
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(rows.every((row) => row.revokedReason === 'DISABLED')).toBe(true);
  });

  it('a disabled flag set directly in the database is refused on the next request too', async () => {
    const session = await verifiedUser(t, 'apagado2@example.pe', '72000009');
    await t.db.update(users).set({ disabledAt: new Date() }).where(eq(users.email, 'apagado2@example.pe'));
    expect((await me(session.accessToken)).statusCode).toBe(401);
  });
});

describe('the access token', () => {
  it('is refused when it names no session, even with a valid signature', async () => {
    const session = await verifiedUser(t, 'sin.sesion@example.pe', '72000010');
    const [user] = await t.db.select().from(users).where(eq(users.email, 'sin.sesion@example.pe'));
    const forge = (claims: Record<string, unknown>) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user!.id)
        .setIssuer('invierte-api')
        .setAudience('invierte-web')
        .setExpirationTime('5m')
        .sign(new TextEncoder().encode(t.config.jwtSecret));
    expect((await me(await forge({ profile: 'INTERESADO' }))).statusCode).toBe(401);
    expect(
      (await me(await forge({ profile: 'INTERESADO', sid: '00000000-0000-4000-8000-000000000000' })))
        .statusCode,
    ).toBe(401);
    // Another user's live session does not make the token valid either.
    const other = await verifiedUser(t, 'otra.sesion@example.pe', '72000011');
    const [otherSession] = await t.db
      .select()
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.email, 'otra.sesion@example.pe'));
    expect((await me(await forge({ profile: 'ADMIN', sid: otherSession!.sessions.id }))).statusCode).toBe(
      401,
    );
    expect((await me(session.accessToken)).statusCode).toBe(200);
    expect((await me(other.accessToken)).statusCode).toBe(200);
  });

  it('carries the profile the database holds now, not the one it was signed with', async () => {
    const session = await verifiedUser(t, 'ascenso@example.pe', '72000012');
    expect(
      (
        await call('POST', '/api/products/updateproductprivate?product_id=x&isInstitutional=true', {
          token: session.accessToken,
        })
      ).statusCode,
    ).toBe(403);
    const [promoted] = await t.db
      .update(users)
      .set({ profile: 'ADMIN', adminProfileId: seedAdminProfileIds.superAdmin })
      .where(eq(users.email, 'ascenso@example.pe'))
      .returning({ id: users.id });
    // Written by hand, so the session check's cached row is forgotten by hand, as the API's writes do.
    await t.app.appContext.sessions.forgetUser(promoted!.id, t.db);
    expect(
      (
        await call('POST', '/api/products/updateproductprivate?product_id=x&isInstitutional=true', {
          token: session.accessToken,
        })
      ).statusCode,
    ).not.toBe(403);
  });

  it('records the device of each session', async () => {
    await verifiedUser(t, 'equipo@example.pe', '72000013');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'equipo@example.pe', password: 'Segura2026' },
      headers: { 'user-agent': 'Mozilla/5.0 (Prueba)' },
      remoteAddress: '10.200.0.7',
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.email, 'equipo@example.pe'));
    expect(rows.map((r) => [r.sessions.ip, r.sessions.userAgent])).toContainEqual([
      '10.200.0.7',
      'Mozilla/5.0 (Prueba)',
    ]);
  });
});

describe('authentication comes before validation', () => {
  it('a guest gets 401 on a protected route before any detail about the body', async () => {
    for (const [method, url] of [
      ['POST', '/api/profile/change-password'],
      ['POST', '/api/user/question'],
      ['PATCH', '/api/profile/flashdata'],
    ] as const) {
      const res = await call(method, url, { payload: { nada: true } });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({
        status: 'error',
        code: 'UNAUTHORIZED',
        message: 'Tu sesión ha expirado. Inicia sesión nuevamente.',
        errors: [],
      });
    }
  });
});
