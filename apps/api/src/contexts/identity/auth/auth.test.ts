import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users, userTokens } from '../../../db/schema.ts';
import { createTestApp, tokenFromMail, validRegistration, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Each call comes from its own address so the per-IP auth limits do not interfere; one test below
// checks the limit itself.
let ip = 0;
const nextIp = () => `10.0.${Math.floor(++ip / 250)}.${ip % 250}`;
const post = (
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
  remoteAddress = nextIp(),
) => t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress });
const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]?.n ?? 0;

async function registerAndVerify(email: string, documentNumber: string) {
  const reg = await post('/api/auth/register', validRegistration({ email, documentNumber }));
  expect(reg.statusCode).toBe(201);
  const token = tokenFromMail(await t.lastMailTo(email));
  const verified = await post('/api/auth/verify-email', undefined, { authorization: `Bearer ${token}` });
  expect(verified.statusCode).toBe(200);
  return verified.json().data as { accessToken: string; refreshToken: string };
}

describe('register → verify → login → profile → logout', () => {
  it('runs the whole journey', async () => {
    const reg = await post('/api/auth/register', validRegistration());
    expect(reg.statusCode).toBe(201);
    expect(reg.json()).toMatchObject({ status: 'success', data: { email: 'rosa.perez@example.pe' } });

    // Before verification the account cannot log in.
    const early = await post('/api/auth/login', { email: 'rosa.perez@example.pe', password: 'Segura2026' });
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('EMAIL_NOT_VERIFIED');

    const [outbox] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'rosa.perez@example.pe'));
    expect(outbox?.subject).toBe('Verifica tu correo electrónico');
    const mail = await t.lastMailTo('rosa.perez@example.pe');
    const token = tokenFromMail(mail);
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url

    const verified = await post('/api/auth/verify-email', undefined, { authorization: `Bearer ${token}` });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data).toMatchObject({ tokenType: 'Bearer' });

    const login = await post('/api/auth/login', { email: 'ROSA.PEREZ@example.pe', password: 'Segura2026' });
    expect(login.statusCode).toBe(200);
    const session = login.json().data;

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/profile/me',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({
      email: 'rosa.perez@example.pe',
      name: 'Rosa',
      lastName: 'Pérez',
      secondLastName: 'Gómez',
      profile: 'INTERESADO',
      firstLogin: true,
      documentType: 'DNI',
      documentNumber: '71234567',
    });

    const out = await post('/api/auth/logout', { refreshToken: session.refreshToken });
    expect(out.statusCode).toBe(200);
    const refreshAfterLogout = await post('/api/auth/refresh', { refreshToken: session.refreshToken });
    expect(refreshAfterLogout.statusCode).toBe(401);
  });
});

describe('registration refusals', () => {
  it('refuses a second account with the same e-mail or document', async () => {
    await post(
      '/api/auth/register',
      validRegistration({ email: 'dup@example.pe', documentNumber: '70000001' }),
    );
    const before = await userCount();
    const sameEmail = await post(
      '/api/auth/register',
      validRegistration({ email: 'dup@example.pe', documentNumber: '70000002' }),
    );
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: 'Ya existe una cuenta registrada con este correo.',
    });
    const sameDoc = await post(
      '/api/auth/register',
      validRegistration({ email: 'other@example.pe', documentNumber: '70000001' }),
    );
    expect(sameDoc.statusCode).toBe(409);
    expect(sameDoc.json().code).toBe('DOCUMENT_TAKEN');
    expect(await userCount()).toBe(before);
  });

  it.each([
    ['an invalid e-mail', { email: 'no-arroba.pe' }, 'body.email', 'Ingresa un correo electrónico válido.'],
    ['a 5-segment domain', { email: 'a@b.c.d.e.pe' }, 'body.email', 'Ingresa un correo electrónico válido.'],
    [
      'a short password',
      { password: 'Ab1', confirmPassword: 'Ab1' },
      'body.password',
      'La contraseña debe tener',
    ],
    [
      'a password without digits',
      { password: 'SinNumeros', confirmPassword: 'SinNumeros' },
      'body.password',
      'La contraseña debe tener',
    ],
    [
      'different confirmation',
      { confirmPassword: 'Otra2026x' },
      'body.confirmPassword',
      'Las contraseñas no coinciden.',
    ],
    [
      'a 7-digit DNI',
      { documentNumber: '1234567' },
      'body.documentNumber',
      'El DNI debe tener exactamente 8 dígitos.',
    ],
    [
      'a DNI with letters',
      { documentNumber: '1234567A' },
      'body.documentNumber',
      'El DNI debe tener exactamente 8 dígitos.',
    ],
    [
      'a 13-character passport',
      { documentType: 'PASAPORTE', documentNumber: 'ABC1234567890' },
      'body.documentNumber',
      'El pasaporte admite hasta 12',
    ],
    [
      'an unknown document type',
      { documentType: 'RUC' },
      'body.documentType',
      'Selecciona un tipo de documento válido.',
    ],
    [
      'digits in the name',
      { name: 'R0sa' },
      'body.name',
      'Solo se permiten letras, espacios, guiones y apóstrofos.',
    ],
    ['an empty last name', { lastName: '' }, 'body.lastName', 'No puede estar vacío'],
    [
      'terms not accepted',
      { acceptTerms: false },
      'body.acceptTerms',
      'Debes aceptar los términos y condiciones.',
    ],
    [
      'privacy not accepted',
      { acceptPrivacy: false },
      'body.acceptPrivacy',
      'Debes aceptar la política de privacidad.',
    ],
    ['a number as e-mail', { email: 12345 }, 'body.email', 'No puede estar vacío'],
  ])('refuses %s with a Spanish 400 and stores nothing', async (_label, override, field, message) => {
    const before = await userCount();
    const res = await post(
      '/api/auth/register',
      validRegistration({ email: 'bad@example.pe', documentNumber: '79999999', ...override }),
    );
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ status: 'error', code: 'VALIDATION_ERROR' });
    const fieldError = body.errors.find((e: { field: string }) => e.field === field);
    expect(fieldError?.message).toContain(message);
    expect(res.body).not.toMatch(/at .+\.ts:\d+/); // no stack trace
    expect(await userCount()).toBe(before);
  });
});

describe('bad requests on every auth endpoint', () => {
  const endpoints = [
    '/api/auth/register',
    '/api/auth/login',
    '/api/auth/resend-email-verification',
    '/api/auth/refresh',
    '/api/auth/logout',
  ];
  it.each(endpoints)('%s: malformed JSON gets a Spanish 400', async (url) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 'error',
      code: 'BAD_REQUEST',
      message: 'El cuerpo de la solicitud no es un JSON válido.',
    });
  });
  // Logout takes its session from the bearer header as well, so an empty body is a valid logout.
  it.each(endpoints.filter((url) => url !== '/api/auth/logout'))(
    '%s: an empty object gets a 400 with field errors',
    async (url) => {
      const res = await post(url, {});
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.json().errors.length).toBeGreaterThan(0);
    },
  );
  it.each(endpoints)('%s: a non-JSON content type gets a Spanish 415', async (url) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload: 'a=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'El tipo de contenido enviado no es compatible.',
    });
  });
  it('refuses a body over 1 MiB with a Spanish 413', async () => {
    const res = await post('/api/auth/login', { email: 'x@example.pe', password: 'x'.repeat(1_100_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('e-mail verification', () => {
  it('works once: a used link is refused', async () => {
    await post(
      '/api/auth/register',
      validRegistration({ email: 'once@example.pe', documentNumber: '70000010' }),
    );
    const token = tokenFromMail(await t.lastMailTo('once@example.pe'));
    expect(
      (await post('/api/auth/verify-email', undefined, { authorization: `Bearer ${token}` })).statusCode,
    ).toBe(200);
    const again = await post('/api/auth/verify-email', undefined, { authorization: `Bearer ${token}` });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'TOKEN_INVALID',
      message: 'El enlace no es válido o ya fue utilizado.',
    });
  });

  it('expires after 24 hours', async () => {
    await post(
      '/api/auth/register',
      validRegistration({ email: 'late@example.pe', documentNumber: '70000011' }),
    );
    const token = tokenFromMail(await t.lastMailTo('late@example.pe'));
    const real = t.clock.now;
    t.clock.now = new Date(real.getTime() + 24 * 3600 * 1000 + 1000);
    try {
      const res = await post('/api/auth/verify-email', undefined, { authorization: `Bearer ${token}` });
      expect(res.statusCode).toBe(410);
      expect(res.json().code).toBe('TOKEN_EXPIRED');
    } finally {
      t.clock.now = real;
    }
  });

  it('a resent link replaces the earlier one', async () => {
    await post(
      '/api/auth/register',
      validRegistration({ email: 'resend@example.pe', documentNumber: '70000012' }),
    );
    const first = tokenFromMail(await t.lastMailTo('resend@example.pe'));
    const resend = await post('/api/auth/resend-email-verification', { email: 'resend@example.pe' });
    expect(resend.statusCode).toBe(200);
    const second = tokenFromMail(await t.lastMailTo('resend@example.pe'));
    expect(second).not.toBe(first);
    expect(
      (await post('/api/auth/verify-email', undefined, { authorization: `Bearer ${first}` })).statusCode,
    ).toBe(400);
    expect(
      (await post('/api/auth/verify-email', undefined, { authorization: `Bearer ${second}` })).statusCode,
    ).toBe(200);
  });

  it('answers resend alike for unknown addresses (no account enumeration)', async () => {
    const known = await post('/api/auth/resend-email-verification', { email: 'rosa.perez@example.pe' });
    const unknown = await post('/api/auth/resend-email-verification', { email: 'nadie@example.pe' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
  });

  it.each([
    ['no token', {}],
    ['a garbage token', { authorization: 'Bearer abc' }],
    ['a non-bearer header', { authorization: 'Basic Zm9vOmJhcg==' }],
  ])('refuses %s', async (_label, headers) => {
    const res = await post('/api/auth/verify-email', undefined, headers as Record<string, string>);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('TOKEN_INVALID');
  });

  it('stores only a hash of the token', async () => {
    await post(
      '/api/auth/register',
      validRegistration({ email: 'hash@example.pe', documentNumber: '70000013' }),
    );
    const token = tokenFromMail(await t.lastMailTo('hash@example.pe'));
    const rows = await t.db.select().from(userTokens);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows.some((r) => r.tokenHash === createHash('sha256').update(token).digest('hex'))).toBe(true);
  });
});

describe('login refusals', () => {
  it('answers a wrong password and an unknown e-mail identically', async () => {
    await registerAndVerify('login@example.pe', '70000020');
    const wrong = await post('/api/auth/login', { email: 'login@example.pe', password: 'Incorrecta1' });
    const unknown = await post('/api/auth/login', { email: 'ghost@example.pe', password: 'Incorrecta1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('El correo o la contraseña no son correctos.');
  });

  it('refuses a disabled account', async () => {
    await registerAndVerify('disabled@example.pe', '70000021');
    await t.db.update(users).set({ disabledAt: new Date() }).where(eq(users.email, 'disabled@example.pe'));
    const res = await post('/api/auth/login', { email: 'disabled@example.pe', password: 'Segura2026' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCOUNT_DISABLED');
  });
});

describe('access and refresh tokens', () => {
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/profile/me', headers: { authorization: `Bearer ${token}` } });

  it('refuses a missing, tampered, expired, foreign-key or alg:none token', async () => {
    const session = await registerAndVerify('tokens@example.pe', '70000030');
    const [h, p, s] = session.accessToken.split('.');
    const payload = JSON.parse(Buffer.from(p ?? '', 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, profile: 'ADMIN' })).toString('base64url');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${forged}.`;
    const foreign = await new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('x'.repeat(40)));
    const expired = await new SignJWT({ ...payload, exp: Math.floor(Date.now() / 1000) - 10 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(t.config.jwtSecret));

    expect((await me(session.accessToken)).statusCode).toBe(200);
    const noHeader = await t.app.inject({ method: 'GET', url: '/api/profile/me' });
    expect(noHeader.statusCode).toBe(401);
    expect(noHeader.json()).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Tu sesión ha expirado. Inicia sesión nuevamente.',
    });
    for (const bad of [`${h}.${forged}.${s}`, none, foreign, expired, 'not-a-jwt']) {
      expect((await me(bad)).statusCode, bad).toBe(401);
    }
  });

  it('rotates the refresh token, and reusing an old one revokes the whole family', async () => {
    const first = await registerAndVerify('rotate@example.pe', '70000031');
    const second = (await post('/api/auth/refresh', { refreshToken: first.refreshToken })).json().data;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    const third = (await post('/api/auth/refresh', { refreshToken: second.refreshToken })).json().data;
    expect(third.refreshToken).toBeDefined();

    // The first token shows up again: it leaked. Everything of that login stops working.
    const reuse = await post('/api/auth/refresh', { refreshToken: first.refreshToken });
    expect(reuse.statusCode).toBe(401);
    expect((await post('/api/auth/refresh', { refreshToken: third.refreshToken })).statusCode).toBe(401);
  });
});

describe('rate limits', () => {
  it('answers the 21st login a minute from one address with the Spanish 429 of requirements R8', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await post(
        '/api/auth/login',
        { email: `x${i}@example.pe`, password: 'Nada2026' },
        {},
        '192.0.2.7',
      );
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json()).toMatchObject({
          code: 'RATE_LIMITED',
          message:
            'Has realizado muchas consultas en un corto período. Para garantizar un buen servicio, te pedimos que esperes unos momentos.',
        });
      }
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('logs', () => {
  it('never contain passwords or tokens', async () => {
    const session = await registerAndVerify('logs@example.pe', '70000040');
    await post('/api/auth/login', { email: 'logs@example.pe', password: 'Segura2026' });
    await t.app.inject({
      method: 'GET',
      url: '/api/profile/me',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    await t.app.inject({ method: 'GET', url: '/verify-email?token=SECRETVALUE123' });
    const all = t.logs.join('');
    expect(all).toContain('"url":"/api/auth/login"');
    expect(all).not.toContain('Segura2026');
    expect(all).not.toContain(session.accessToken);
    expect(all).not.toContain(session.refreshToken);
    expect(all).not.toContain('SECRETVALUE123');
  });
});
