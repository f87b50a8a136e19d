import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp, verifiedUser } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * Rotating JWT_SECRET across processes behind one balancer (docs/deploy.md, "Rotating JWT_SECRET"):
 * first every process accepts the new secret, then every process signs with it and still accepts the
 * old one, and at last the old one is dropped. Each step is a process of its own on one database.
 */
const secret = () => randomBytes(32).toString('hex');
const OLD = secret();
const NEW = secret();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { JWT_SECRET: OLD } });
});
afterAll(async () => {
  await t?.close();
});

const profileOf = (app: TestApp['app'], token: string) =>
  app.inject({
    method: 'GET',
    url: '/api/user/profile',
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: nextIp(),
  });

const refresh = (app: TestApp['app'], refreshToken: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    payload: { refreshToken },
    remoteAddress: nextIp(),
  });

describe('a JWT secret rotated in three steps', () => {
  it('refuses nobody at any step, and refuses the old secret’s tokens once it is dropped', async () => {
    const before = await verifiedUser(t, 'rotacion@example.pe', '71234567');
    expect((await profileOf(t.app, before.accessToken)).statusCode).toBe(200);

    // Step 1: the new secret is accepted everywhere, not yet used to sign.
    const accepting = await t.anotherProcess({ JWT_SECRET: OLD, JWT_ACCEPTED_SECRETS: NEW });
    // Step 2: signing with the new one, still accepting the old.
    const signing = await t.anotherProcess({ JWT_SECRET: NEW, JWT_ACCEPTED_SECRETS: OLD });
    for (const app of [accepting.app, signing.app])
      expect((await profileOf(app, before.accessToken)).statusCode).toBe(200);

    // A token the step-2 process signs: the step-1 process accepts it; a process never told of the
    // new secret refuses it, which is why step 1 comes first.
    const refreshed = await refresh(signing.app, before.refreshToken);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const signedNew = refreshed.json().data as { accessToken: string; refreshToken: string };
    expect((await profileOf(accepting.app, signedNew.accessToken)).statusCode).toBe(200);
    expect((await profileOf(t.app, signedNew.accessToken)).statusCode).toBe(401);

    // Step 3: the old secret dropped. Its tokens are refused with the usual 401, and the browser's
    // refresh token (not signed with the secret) gets a new one: nobody signs in again.
    const after = await t.anotherProcess({ JWT_SECRET: NEW });
    const refused = await profileOf(after.app, before.accessToken);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('UNAUTHORIZED');
    expect((await profileOf(after.app, signedNew.accessToken)).statusCode).toBe(200);
    const again = await refresh(after.app, signedNew.refreshToken);
    expect(again.statusCode, again.body).toBe(200);
    expect((await profileOf(after.app, again.json().data.accessToken)).statusCode).toBe(200);
  });
});
