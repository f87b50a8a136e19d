import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGoogleIdTokenVerifier } from '../../../providers/google/google-id-token-verifier.ts';
import { nextIp, verifiedUser } from '../../../test/accounts.ts';
import { loopbackServer, sendJson } from '../../../test/loopback-server.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** Google's key set stood in by our own on loopback: the real verifier fetches and checks it. */
const CLIENT_ID = 'invierte-test.apps.googleusercontent.com';
let t: TestApp;
let keys: Awaited<ReturnType<typeof generateKeyPair>>;
let jwksServer: Awaited<ReturnType<typeof loopbackServer>>;

beforeAll(async () => {
  keys = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(keys.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  jwksServer = await loopbackServer((_req, _body, res) => sendJson(res, 200, { keys: [jwk] }));
  t = await createTestApp({
    providers: { google: createGoogleIdTokenVerifier(CLIENT_ID, `${jwksServer.url}/certs`) },
  });
});
afterAll(async () => {
  await t.close();
  await jwksServer.close();
});

async function idToken(
  claims: Record<string, unknown>,
  options: { key?: Parameters<SignJWT['sign']>[0]; aud?: string; iss?: string; exp?: string } = {},
) {
  return new SignJWT({ email_verified: true, given_name: 'Gina', family_name: 'Salas', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(options.iss ?? 'https://accounts.google.com')
    .setAudience(options.aud ?? CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime(options.exp ?? '5m')
    .sign(options.key ?? keys.privateKey);
}

const googleLogin = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/google/login',
    payload: { idToken: token },
    remoteAddress: nextIp(),
  });
const me = (accessToken: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/profile/me',
    headers: { authorization: `Bearer ${accessToken}` },
  });

describe('POST /api/auth/google/login', () => {
  it('opens a verified INTERESADO account for a new Google user, and logs the same user in again', async () => {
    const first = await googleLogin(await idToken({ sub: 'google-1', email: 'Gina.Salas@gmail.com' }));
    expect(first.statusCode).toBe(200);
    const profile = (await me(first.json().data.accessToken)).json().data;
    expect(profile).toMatchObject({
      email: 'gina.salas@gmail.com',
      name: 'Gina',
      lastName: 'Salas',
      profile: 'INTERESADO',
      firstLogin: true,
      documentType: null,
      hasPassword: false,
    });

    const again = await googleLogin(await idToken({ sub: 'google-1', email: 'gina.salas@gmail.com' }));
    expect((await me(again.json().data.accessToken)).json().data.id).toBe(profile.id);
  });

  it('links to an existing local account with the same e-mail', async () => {
    const local = await verifiedUser(t, 'local.google@example.pe', '72000001');
    const localId = (await me(local.accessToken)).json().data.id;
    const res = await googleLogin(await idToken({ sub: 'google-2', email: 'local.google@example.pe' }));
    expect(res.statusCode).toBe(200);
    expect((await me(res.json().data.accessToken)).json().data).toMatchObject({
      id: localId,
      hasPassword: true,
    });
  });

  it('records the device it signs in from, like the password login', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/google/login',
      headers: { 'firebase-token': 'phone-of-gina', 'user-agent': 'Teléfono de Gina' },
      payload: { idToken: await idToken({ sub: 'google-device', email: 'gina.device@gmail.com' }) },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/user/devices',
      headers: { authorization: `Bearer ${res.json().data.accessToken}`, 'firebase-token': 'phone-of-gina' },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data).toEqual([
      expect.objectContaining({ current: true, userAgent: 'Teléfono de Gina', pushOn: false }),
    ]);

    // Without the header nothing is recorded: a second login of the same account adds no device.
    const again = await googleLogin(await idToken({ sub: 'google-device', email: 'gina.device@gmail.com' }));
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/user/devices',
      headers: { authorization: `Bearer ${again.json().data.accessToken}` },
    });
    expect(after.json().data).toHaveLength(1);
  });

  it.each([
    [
      'signed by another key',
      async () =>
        idToken({ sub: 'x', email: 'x@gmail.com' }, { key: (await generateKeyPair('RS256')).privateKey }),
    ],
    ['for another audience', () => idToken({ sub: 'x', email: 'x@gmail.com' }, { aud: 'other-app' })],
    [
      'from another issuer',
      () => idToken({ sub: 'x', email: 'x@gmail.com' }, { iss: 'https://evil.example' }),
    ],
    ['expired', () => idToken({ sub: 'x', email: 'x@gmail.com' }, { exp: '-1m' })],
    ['with an unverified e-mail', () => idToken({ sub: 'x', email: 'x@gmail.com', email_verified: false })],
    ['that is not a JWT', async () => 'not-a-token'],
  ])('refuses a token %s', async (_label, make) => {
    const res = await googleLogin(await make());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'GOOGLE_TOKEN_INVALID',
      message: 'No pudimos validar tu cuenta de Google. Inténtalo de nuevo.',
    });
  });
});

describe('Google login switched off', () => {
  it('answers 404 in Spanish when no client id is configured', async () => {
    const off = await createTestApp({ providers: { google: null } });
    try {
      const res = await off.app.inject({
        method: 'POST',
        url: '/api/auth/google/login',
        payload: { idToken: 'x' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('El inicio de sesión con Google no está disponible.');
    } finally {
      await off.close();
    }
  });
});
