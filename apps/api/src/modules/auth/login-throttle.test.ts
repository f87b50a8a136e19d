import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { nextIp, verifiedUser } from '../../test/accounts.ts';
import { createTestApp, validRegistration, type TestApp } from '../../test/test-app.ts';
import { createRecaptchaVerifier } from '../../providers/captcha/captcha-verifier.ts';
import { loopbackServer, sendJson } from '../../test/loopback-server.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers,
    remoteAddress: nextIp(),
  });

describe('failed logins slow down, then lock', () => {
  it('waits from the 3rd failure, doubling, and locks the address at the 10th for 15 minutes', async () => {
    await verifiedUser(t, 'fuerza@example.pe', '73000001');
    t.sleeps.length = 0;
    const codes: string[] = [];
    for (let i = 0; i < 11; i++) codes.push((await login('fuerza@example.pe', 'Mala2026xx')).json().code);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill('INVALID_CREDENTIALS'));
    expect(codes[10]).toBe('ACCOUNT_LOCKED');
    expect(t.sleeps).toEqual([500, 1000, 2000, 4000, 4000, 4000, 4000]);

    // Locked: even the right password is refused, with the Spanish message.
    const locked = await login('fuerza@example.pe', 'Segura2026');
    expect(locked.statusCode).toBe(423);
    expect(locked.json().message).toBe(
      'Por seguridad bloqueamos el acceso tras varios intentos fallidos. Inténtalo de nuevo en 15 minutos.',
    );

    const real = t.clock.now;
    t.clock.now = new Date(real.getTime() + 15 * 60_000 + 1000);
    try {
      expect((await login('fuerza@example.pe', 'Segura2026')).statusCode).toBe(200);
      // Success cleared the count: the next failure is not slowed.
      t.sleeps.length = 0;
      await login('fuerza@example.pe', 'Mala2026xx');
      expect(t.sleeps).toEqual([]);
    } finally {
      t.clock.now = real;
    }
  });

  it('locks unknown addresses the same way, so the lock reveals nothing', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 11; i++) codes.push((await login('no.existe@example.pe', 'Mala2026xx')).json().code);
    expect(codes[9]).toBe('INVALID_CREDENTIALS');
    expect(codes[10]).toBe('ACCOUNT_LOCKED');
  });
});

describe('registration extras', () => {
  it('keeps the firebase-token header of register and login', async () => {
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: validRegistration({ email: 'push@example.pe', documentNumber: '73000010' }),
      headers: { 'firebase-token': 'device-token-1' },
      remoteAddress: nextIp(),
    });
    expect(reg.statusCode).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'push@example.pe'));
    expect(row?.firebaseToken).toBe('device-token-1');
  });

  it('limits registrations per e-mail from many addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: validRegistration({ email: 'repetido@example.pe', documentNumber: `7300002${i}` }),
        remoteAddress: nextIp(),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 409, 409, 409, 409, 429]);
  });
});

describe('human verification (reCAPTCHA v3 adapter)', () => {
  it('registers only with a token the verification service scores as human', async () => {
    const fake = await loopbackServer((_req, body, res) => {
      const token = new URLSearchParams(body).get('response');
      sendJson(res, 200, token === 'human' ? { success: true, score: 0.9 } : { success: true, score: 0.1 });
    });
    const guarded = await createTestApp({
      providers: { captcha: createRecaptchaVerifier('secret', `${fake.url}/siteverify`, 0.5) },
    });
    try {
      const register = (captchaToken?: string, email = 'humano@example.pe') =>
        guarded.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: validRegistration({ email, captchaToken }),
          remoteAddress: nextIp(),
        });
      for (const token of [undefined, 'robot']) {
        const res = await register(token);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'CAPTCHA_FAILED',
          message: 'No pudimos verificar que eres una persona. Inténtalo de nuevo.',
        });
      }
      expect((await register('human')).statusCode).toBe(201);
    } finally {
      await guarded.close();
      await fake.close();
    }
  });
});
