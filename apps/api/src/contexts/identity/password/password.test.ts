import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkToken, nextIp, verifiedUser } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (
  method: 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url, payload: payload as object, headers, remoteAddress: nextIp() });
const login = (email: string, password: string) => call('POST', '/api/auth/login', { email, password });

async function resetLinkFor(email: string) {
  const res = await call('POST', '/api/password/recovery', { email });
  expect(res.statusCode).toBe(200);
  return linkToken(await t.lastMailTo(email), '/create-password');
}

describe('password recovery', () => {
  it('recovery → validate → create password → login with the new one, old one refused', async () => {
    const session = await verifiedUser(t, 'olvido@example.pe', '71000001');
    const token = await resetLinkFor('olvido@example.pe');

    const valid = await call('POST', '/api/auth/validate-token-password', undefined, {
      'token-change-password': token,
    });
    expect(valid.statusCode).toBe(200);
    expect(valid.json().data).toEqual({ valid: true, email: 'o***@example.pe' });

    const created = await call(
      'PATCH',
      '/api/password/create',
      { password: 'Nueva2026x', confirmPassword: 'Nueva2026x' },
      { authorization: `Bearer ${token}` },
    );
    expect(created.statusCode).toBe(200);
    expect(created.json().data.message).toBe('Tu contraseña fue actualizada. Ya puedes iniciar sesión.');

    expect((await login('olvido@example.pe', 'Segura2026')).statusCode).toBe(401);
    expect((await login('olvido@example.pe', 'Nueva2026x')).statusCode).toBe(200);
    // Sessions opened before the reset are over.
    expect((await call('POST', '/api/auth/refresh', { refreshToken: session.refreshToken })).statusCode).toBe(
      401,
    );
    // The link worked once.
    const again = await call(
      'PATCH',
      '/api/password/create',
      { password: 'Otra2026xx', confirmPassword: 'Otra2026xx' },
      { authorization: `Bearer ${token}` },
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('TOKEN_INVALID');
  });

  it('answers alike for unknown e-mails and sends them nothing', async () => {
    const known = await call('POST', '/api/password/recovery', { email: 'olvido@example.pe' });
    const unknown = await call('POST', '/api/password/recovery', { email: 'nadie.aqui@example.pe' });
    expect(unknown.json()).toEqual(known.json());
    await expect(t.lastMailTo('nadie.aqui@example.pe')).rejects.toThrow();
  });

  it('PATCH /api/password/change also sets the password from a link', async () => {
    await verifiedUser(t, 'cambio.link@example.pe', '71000002');
    const token = await resetLinkFor('cambio.link@example.pe');
    const res = await call(
      'PATCH',
      '/api/password/change',
      { password: 'Cambio2026', confirmPassword: 'Cambio2026' },
      { authorization: `Bearer ${token}` },
    );
    expect(res.statusCode).toBe(200);
    expect((await login('cambio.link@example.pe', 'Cambio2026')).statusCode).toBe(200);
  });

  it('an expired link is refused with 410 and leaves the password alone', async () => {
    await verifiedUser(t, 'tarde@example.pe', '71000003');
    const token = await resetLinkFor('tarde@example.pe');
    const real = t.clock.now;
    t.clock.now = new Date(real.getTime() + 3600_000 + 1);
    try {
      const check = await call('POST', '/api/auth/validate-token-password', undefined, {
        'token-change-password': token,
      });
      expect(check.statusCode).toBe(410);
      const res = await call(
        'PATCH',
        '/api/password/create',
        { password: 'Nueva2026x', confirmPassword: 'Nueva2026x' },
        { authorization: `Bearer ${token}` },
      );
      expect(res.statusCode).toBe(410);
      expect(res.json().code).toBe('TOKEN_EXPIRED');
    } finally {
      t.clock.now = real;
    }
    expect((await login('tarde@example.pe', 'Segura2026')).statusCode).toBe(200);
  });

  let badCase = 0;
  it.each([
    [{ password: 'corta', confirmPassword: 'corta' }, 'body.password'],
    [{ password: 'Nueva2026x', confirmPassword: 'Distinta2026' }, 'body.confirmPassword'],
    [{}, 'body.password'],
  ])('refuses %j with a Spanish 400 and keeps the link usable', async (payload, field) => {
    const n = ++badCase;
    const email = `malo${n}@example.pe`;
    await verifiedUser(t, email, `7100010${n}`);
    const token = await resetLinkFor(email);
    const res = await call('PATCH', '/api/password/create', payload, { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    const check = await call('POST', '/api/auth/validate-token-password', undefined, {
      'token-change-password': token,
    });
    expect(check.statusCode).toBe(200);
  });

  it('refuses a missing or unknown link token', async () => {
    expect((await call('POST', '/api/auth/validate-token-password')).json().code).toBe('TOKEN_INVALID');
    const res = await call(
      'PATCH',
      '/api/password/create',
      { password: 'Nueva2026x', confirmPassword: 'Nueva2026x' },
      { authorization: 'Bearer inventado' },
    );
    expect(res.statusCode).toBe(400);
  });

  it('limits recovery requests per address e-mail: the 4th in 15 minutes gets 429', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await call('POST', '/api/password/recovery', { email: 'spam@example.pe' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('logged-in password change', () => {
  it('requires the current password, ends other sessions and keeps this one', async () => {
    const first = await verifiedUser(t, 'perfil.clave@example.pe', '71000020');
    const auth = { authorization: `Bearer ${first.accessToken}` };
    const wrong = await call(
      'POST',
      '/api/profile/change-password',
      { currentPassword: 'Mala2026x', password: 'Nueva2026x', confirmPassword: 'Nueva2026x' },
      auth,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'INVALID_CURRENT_PASSWORD',
      message: 'La contraseña actual no es correcta.',
    });
    const same = await call(
      'POST',
      '/api/profile/change-password',
      { currentPassword: 'Segura2026', password: 'Segura2026', confirmPassword: 'Segura2026' },
      auth,
    );
    expect(same.json().code).toBe('SAME_PASSWORD');

    const ok = await call(
      'POST',
      '/api/profile/change-password',
      { currentPassword: 'Segura2026', password: 'Nueva2026x', confirmPassword: 'Nueva2026x' },
      auth,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.accessToken).toBeTruthy();
    expect((await call('POST', '/api/auth/refresh', { refreshToken: first.refreshToken })).statusCode).toBe(
      401,
    );
    expect(
      (await call('POST', '/api/auth/refresh', { refreshToken: ok.json().data.refreshToken })).statusCode,
    ).toBe(200);
    expect((await login('perfil.clave@example.pe', 'Nueva2026x')).statusCode).toBe(200);
  });

  it('refuses without a session', async () => {
    const res = await call('POST', '/api/profile/change-password', {
      currentPassword: 'a',
      password: 'Nueva2026x',
      confirmPassword: 'Nueva2026x',
    });
    expect(res.statusCode).toBe(401);
  });
});
