import { createSecretKey } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAccessToken, disableAccount } from '../contexts/identity/index.ts';
import { signAccessToken } from '../contexts/identity/auth/access-token.ts';
import { demoTokens, nextIp, verifiedUser } from '../test/accounts.ts';
import { openLive, openLiveReady } from '../test/live-client.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let tokens: Record<string, string>;
const claimsOf = (token: string) => verifyAccessToken(token, t.config.jwtVerifySecrets)!;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  tokens = await demoTokens(t, ['participe', 'rescuer', 'admin']);
}, 60_000);
afterAll(() => t.close());

describe('GET /api/live refuses what is not a live session', () => {
  it('closes a socket that never sends its token', async () => {
    const live = await openLive(t.app, 'hola');
    expect(await live.closed).toEqual({ code: 4400, reason: 'BAD_MESSAGE' });
  });

  it('closes a socket whose first message has no token', async () => {
    const live = await openLive(t.app, { type: 'auth' });
    expect(await live.closed).toEqual({ code: 4400, reason: 'BAD_MESSAGE' });
  });

  it('refuses a malformed token', async () => {
    const live = await openLive(t.app, { type: 'auth', token: 'no.es-un.token' });
    expect(await live.closed).toEqual({ code: 4401, reason: 'UNAUTHORIZED' });
  });

  it('refuses an expired token', async () => {
    const claims = claimsOf(tokens.participe!);
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = await new SignJWT({ profile: claims.profile, sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer('invierte-api')
      .setAudience('invierte-web')
      .setIssuedAt(past - 900)
      .setExpirationTime(past)
      .sign(createSecretKey(Buffer.from(t.config.jwtSecret, 'utf8')));
    const live = await openLive(t.app, { type: 'auth', token: expired });
    expect(await live.closed).toEqual({ code: 4401, reason: 'UNAUTHORIZED' });
  });

  it("refuses a token that names another user's session", async () => {
    const mine = claimsOf(tokens.participe!);
    const other = claimsOf(tokens.rescuer!);
    const forged = await signAccessToken(
      { userId: other.userId, profile: other.profile, sessionId: mine.sessionId },
      t.config.jwtSecret,
      900,
    );
    const live = await openLive(t.app, { type: 'auth', token: forged });
    expect(await live.closed).toEqual({ code: 4401, reason: 'UNAUTHORIZED' });
  });

  it('refuses the token of a session that was logged out', async () => {
    const s = await verifiedUser(t, 'live.salio@example.pe', '70111222');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${s.accessToken}` },
      payload: {},
      remoteAddress: nextIp(),
    });
    expect(out.statusCode).toBe(200);
    const live = await openLive(t.app, { type: 'auth', token: s.accessToken });
    expect(await live.closed).toEqual({ code: 4401, reason: 'UNAUTHORIZED' });
  });
});

describe('GET /api/live tells each user of her own changes', () => {
  it('delivers an event to the user it names and to no one else', async () => {
    const participe = await openLiveReady(t.app, tokens.participe!);
    const rescuer = await openLiveReady(t.app, tokens.rescuer!);
    const admin = await openLiveReady(t.app, tokens.admin!);
    t.ctx.live.publish(t.db, { kind: 'alert-created', to: [claimsOf(tokens.participe!).userId] });
    expect(await participe.next()).toEqual({ type: 'event', kind: 'alert-created' });
    // What the others hear next is their own event, not hers.
    t.ctx.live.publish(t.db, { kind: 'rescue-paid', to: [claimsOf(tokens.rescuer!).userId] });
    t.ctx.live.publish(t.db, { kind: 'back-office-queue-changed', to: 'staff' });
    expect(await rescuer.next()).toEqual({ type: 'event', kind: 'rescue-paid' });
    expect(await admin.next()).toEqual({ type: 'event', kind: 'back-office-queue-changed' });
    expect(await participe.next(200)).toBeNull();
    expect(await rescuer.next(200)).toBeNull();
    for (const live of [participe, rescuer, admin]) live.socket.close();
  });

  it('tells nothing of a change whose transaction rolled back', async () => {
    const participe = await openLiveReady(t.app, tokens.participe!);
    const userId = claimsOf(tokens.participe!).userId;
    await t.db
      .transaction(async (tx) => {
        t.ctx.live.publish(tx, { kind: 'alert-created', to: [userId] });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await participe.next(300)).toBeNull();
    participe.socket.close();
  });
});

describe('GET /api/live ends with the session', () => {
  it('closes the socket when its session logs out', async () => {
    const s = await verifiedUser(t, 'live.logout@example.pe', '70111333');
    const live = await openLiveReady(t.app, s.accessToken);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${s.accessToken}` },
      payload: { refreshToken: s.refreshToken },
      remoteAddress: nextIp(),
    });
    expect(out.statusCode).toBe(200);
    expect(await live.closed).toEqual({ code: 4401, reason: 'UNAUTHORIZED' });
  });

  it('closes every socket of the user on "log out everywhere"', async () => {
    const s = await verifiedUser(t, 'live.todas@example.pe', '70111444');
    const first = await openLiveReady(t.app, s.accessToken);
    const second = await openLiveReady(t.app, s.accessToken);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout-all',
      headers: { authorization: `Bearer ${s.accessToken}` },
      payload: {},
      remoteAddress: nextIp(),
    });
    expect(out.statusCode).toBe(200);
    expect(await first.closed).toEqual({ code: 4401, reason: 'UNAUTHORIZED' });
    expect(await second.closed).toEqual({ code: 4401, reason: 'UNAUTHORIZED' });
  });

  it('closes the socket of an account that is disabled, saying so', async () => {
    const s = await verifiedUser(t, 'live.apagada@example.pe', '70111555');
    const live = await openLiveReady(t.app, s.accessToken);
    await disableAccount(t.ctx, claimsOf(s.accessToken).userId);
    expect(await live.closed).toEqual({ code: 4403, reason: 'SESSION_ACCOUNT_DISABLED' });
  });
});

describe('GET /api/live holds no longer than its token', () => {
  it('closes when the token it was opened with expires, and the refreshed token opens a new one', async () => {
    const s = await verifiedUser(t, 'live.vence@example.pe', '70111666');
    const claims = claimsOf(s.accessToken);
    // A short-lived token of the same session: the lifetime the server gives is 15 minutes.
    const shortLived = await signAccessToken(claims, t.config.jwtSecret, 2);
    const live = await openLiveReady(t.app, shortLived);
    expect(await live.closed).toEqual({ code: 4419, reason: 'TOKEN_EXPIRED' });

    // The session itself is alive: its refresh gives a token the socket accepts again.
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: s.refreshToken },
      remoteAddress: nextIp(),
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const again = await openLiveReady(t.app, refreshed.json().data.accessToken);
    t.ctx.live.publish(t.db, { kind: 'alert-created', to: [claims.userId] });
    expect(await again.next()).toEqual({ type: 'event', kind: 'alert-created' });
    // The new token is good for the server's full lifetime: the socket is still open.
    expect(again.socket.readyState).toBe(again.socket.OPEN);
    again.socket.close();
  });
});
