import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../../db/schema.ts';
import { nextIp, verifiedUser } from '../../../test/accounts.ts';
import { createTestApp, validRegistration, type TestApp } from '../../../test/test-app.ts';
import { createRecaptchaVerifier } from '../../../providers/captcha/captcha-verifier.ts';
import { loopbackServer, sendJson } from '../../../test/loopback-server.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (
  email: string,
  password: string,
  remoteAddress = nextIp(),
  headers: Record<string, string> = {},
  app: TestApp = t,
) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers,
    remoteAddress,
  });

// Each failed login costs a full scrypt hash; on a busy 2-core machine these tests need more than 30 s.
describe('failed logins slow down, then lock the failing address only', { timeout: 90_000 }, () => {
  it('waits from the 3rd failure, doubling, and locks the address at the 10th for 15 minutes', async () => {
    await verifiedUser(t, 'fuerza@example.pe', '73000001');
    const attacker = nextIp();
    t.sleeps.length = 0;
    const codes: string[] = [];
    for (let i = 0; i < 11; i++)
      codes.push((await login('fuerza@example.pe', 'Mala2026xx', attacker)).json().code);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill('INVALID_CREDENTIALS'));
    expect(codes[10]).toBe('ACCOUNT_LOCKED');
    expect(t.sleeps).toEqual([500, 1000, 2000, 4000, 4000, 4000, 4000]);

    // Locked pair: even the right password is refused from that address, with the Spanish message.
    const locked = await login('fuerza@example.pe', 'Segura2026', attacker);
    expect(locked.statusCode).toBe(423);
    expect(locked.json().message).toBe(
      'Por seguridad bloqueamos el acceso tras varios intentos fallidos. Inténtalo de nuevo en 15 minutos.',
    );

    const real = t.clock.now;
    t.clock.now = new Date(real.getTime() + 15 * 60_000 + 1000);
    try {
      expect((await login('fuerza@example.pe', 'Segura2026', attacker)).statusCode).toBe(200);
      // Success cleared the pair's count: the next failure is not slowed.
      t.sleeps.length = 0;
      await login('fuerza@example.pe', 'Mala2026xx', attacker);
      expect(t.sleeps).toEqual([]);
    } finally {
      t.clock.now = real;
    }
  });

  it('never refuses the right password from a clean address while another address is locked', async () => {
    await verifiedUser(t, 'objetivo@example.pe', '73000002');
    const attacker = nextIp();
    for (let i = 0; i < 12; i++) await login('objetivo@example.pe', 'Mala2026xx', attacker);
    expect((await login('objetivo@example.pe', 'Segura2026', attacker)).statusCode).toBe(423);

    // Failures spread over many addresses (none reaching its own lock) do not lock the owner either.
    for (let i = 0; i < 10; i++) await login('objetivo@example.pe', 'Mala2026xx');

    t.sleeps.length = 0;
    const owner = await login('objetivo@example.pe', 'Segura2026');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.accessToken).toEqual(expect.any(String));
    // The account as a whole is slowed (one second), never refused.
    expect(t.sleeps).toEqual([1000]);
    // The attacker's pair stays locked after the owner's success.
    expect((await login('objetivo@example.pe', 'Segura2026', attacker)).statusCode).toBe(423);
  });

  it('warns the owner by e-mail once per burst of failures', async () => {
    await verifiedUser(t, 'avisame@example.pe', '73000003');
    // The alert goes at the 10th failure; the ones after it must not send another.
    for (let i = 0; i < 13; i++) await login('avisame@example.pe', 'Mala2026xx');
    const alerts = await t.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.toAddress, 'avisame@example.pe'),
          eq(mailOutbox.subject, 'Detectamos intentos fallidos de ingreso a tu cuenta'),
        ),
      );
    expect(alerts).toHaveLength(1);
    const mail = await t.lastMailTo('avisame@example.pe');
    expect(mail).toContain('Detectamos intentos fallidos de ingreso a tu cuenta');
    expect(mail).toContain('/forget-password');
  });

  it('locks unknown addresses the same way, so the lock reveals nothing', async () => {
    const from = nextIp();
    const codes: string[] = [];
    for (let i = 0; i < 11; i++)
      codes.push((await login('no.existe@example.pe', 'Mala2026xx', from)).json().code);
    expect(codes[9]).toBe('INVALID_CREDENTIALS');
    expect(codes[10]).toBe('ACCOUNT_LOCKED');
    // And nobody is e-mailed about an address without an account.
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'no.existe@example.pe'));
    expect(mails).toEqual([]);
  });

  it('asks for the human check while the account sees a burst, when a verifier is configured', async () => {
    const fake = await loopbackServer((_req, body, res) => {
      const token = new URLSearchParams(body).get('response');
      sendJson(res, 200, { success: true, score: token === 'human' ? 0.9 : 0.1 });
    });
    const guarded = await createTestApp({
      providers: { captcha: createRecaptchaVerifier('secret', `${fake.url}/siteverify`, 0.5) },
    });
    try {
      await verifiedUser(guarded, 'captcha@example.pe', '73000004', 'Segura2026', { captchaToken: 'human' });
      // Before any failure the login needs no token.
      expect((await login('captcha@example.pe', 'Segura2026', nextIp(), {}, guarded)).statusCode).toBe(200);
      for (let i = 0; i < 5; i++) await login('captcha@example.pe', 'Mala2026xx', nextIp(), {}, guarded);
      const noToken = await login('captcha@example.pe', 'Segura2026', nextIp(), {}, guarded);
      expect(noToken.statusCode).toBe(400);
      expect(noToken.json().code).toBe('CAPTCHA_FAILED');
      const human = await guarded.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'captcha@example.pe', password: 'Segura2026', captchaToken: 'human' },
        remoteAddress: nextIp(),
      });
      expect(human.statusCode).toBe(200);
    } finally {
      await guarded.close();
      await fake.close();
    }
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
