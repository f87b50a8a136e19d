import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './access-token.ts';

const secret = 'a-test-secret-that-is-long-enough-for-hs256';
const secrets = [secret];
const claims = { userId: 'u-1', profile: 'INTERESADO' as const, sessionId: 's-1' };
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const nowSeconds = () => Math.floor(Date.now() / 1000);
const valid = {
  sub: 'u-1',
  profile: 'INTERESADO',
  sid: 's-1',
  iss: 'invierte-api',
  aud: 'invierte-web',
  exp: nowSeconds() + 60,
};
/** A token signed with the right key whose header and payload are whatever the test says. */
const handMade = (header: unknown, payload: unknown, key = secret) => {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac('sha256', key).update(input).digest('base64url')}`;
};

describe('verifyAccessToken', () => {
  it('accepts what signAccessToken signs and returns its claims', async () => {
    const token = await signAccessToken(claims, secret, 60);
    expect(verifyAccessToken(token, secrets)).toEqual(claims);
    expect(verifyAccessToken(handMade({ alg: 'HS256' }, valid), secrets)).toEqual(claims);
  });

  it('refuses another key, a changed payload or signature, and anything that is not three parts', async () => {
    const token = await signAccessToken(claims, secret, 60);
    expect(verifyAccessToken(token, [`${secret}x`])).toBeNull();
    const [h, p, s] = token.split('.') as [string, string, string];
    expect(verifyAccessToken(`${h}.${b64({ ...valid, profile: 'ADMIN' })}.${s}`, secrets)).toBeNull();
    // The signature's first character carries six bits of its first byte: another one always changes it.
    expect(verifyAccessToken(`${h}.${p}.${s[0] === 'A' ? 'B' : 'A'}${s.slice(1)}`, secrets)).toBeNull();
    // Its last character carries two spare bits: flipping one decodes to the same bytes, and is refused too.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const respelled = alphabet[alphabet.indexOf(s.at(-1)!) ^ 1]!;
    expect(Buffer.from(`${s.slice(0, -1)}${respelled}`, 'base64url')).toEqual(Buffer.from(s, 'base64url'));
    expect(verifyAccessToken(`${h}.${p}.${s.slice(0, -1)}${respelled}`, secrets)).toBeNull();
    expect(verifyAccessToken(`${token}.x`, secrets)).toBeNull();
    expect(verifyAccessToken(token.split('.').slice(0, 2).join('.'), secrets)).toBeNull();
    expect(verifyAccessToken('', secrets)).toBeNull();
  });

  it('accepts only HS256: alg none, HS512 and a header with crit or b64 are refused', async () => {
    expect(verifyAccessToken(`${b64({ alg: 'none' })}.${b64(valid)}.`, secrets)).toBeNull();
    const hs512 = await new SignJWT({ profile: 'INTERESADO', sid: 's-1' })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('u-1')
      .setIssuer('invierte-api')
      .setAudience('invierte-web')
      .setExpirationTime('1m')
      .sign(new TextEncoder().encode(secret));
    expect(verifyAccessToken(hs512, secrets)).toBeNull();
    expect(verifyAccessToken(handMade({ alg: 'HS256', crit: ['exp'] }, valid), secrets)).toBeNull();
    expect(verifyAccessToken(handMade({ alg: 'HS256', b64: false }, valid), secrets)).toBeNull();
    expect(verifyAccessToken(handMade({ alg: 'HS256', typ: 'at+jwt' }, valid), secrets)).toBeNull();
  });

  it('refuses an expired or not-yet-valid token, and one without an expiry', () => {
    expect(
      verifyAccessToken(handMade({ alg: 'HS256' }, { ...valid, exp: nowSeconds() }), secrets),
    ).toBeNull();
    expect(
      verifyAccessToken(handMade({ alg: 'HS256' }, { ...valid, nbf: nowSeconds() + 30 }), secrets),
    ).toBeNull();
    const { exp: _exp, ...noExpiry } = valid;
    expect(verifyAccessToken(handMade({ alg: 'HS256' }, noExpiry), secrets)).toBeNull();
    expect(
      verifyAccessToken(handMade({ alg: 'HS256' }, { ...valid, exp: '9999999999' }), secrets),
    ).toBeNull();
  });

  it('refuses another issuer or audience, and a token missing the user, profile or session', () => {
    const sign = (payload: unknown) => verifyAccessToken(handMade({ alg: 'HS256' }, payload), secrets);
    expect(sign({ ...valid, iss: 'someone-else' })).toBeNull();
    expect(sign({ ...valid, aud: 'another-app' })).toBeNull();
    expect(sign({ ...valid, aud: ['another-app', 'invierte-web'] })).toEqual(claims);
    for (const key of ['sub', 'profile', 'sid', 'iss', 'aud'] as const) {
      const { [key]: _dropped, ...rest } = valid;
      expect(sign(rest)).toBeNull();
    }
    expect(verifyAccessToken(`${b64({ alg: 'HS256' })}.not json!.sig`, secrets)).toBeNull();
  });

  it('still refuses a token it accepted before, once it expires or under another secret', () => {
    const token = handMade({ alg: 'HS256' }, { ...valid, exp: nowSeconds() + 10 });
    expect(verifyAccessToken(token, secrets)).toEqual(claims);
    expect(verifyAccessToken(token, secrets)).toEqual(claims);
    expect(verifyAccessToken(token, [`${secret}x`])).toBeNull();
    expect(verifyAccessToken(token, secrets, Date.now() + 11_000)).toBeNull();
  });

  it('accepts, during a rotation, what the previous secret signed, until that secret is dropped', async () => {
    const previous = 'the-secret-before-the-rotation-also-long-enough';
    const token = await signAccessToken(claims, previous, 60);
    // Before: only the previous secret; a process of the rotation's first step accepts the new one too.
    expect(verifyAccessToken(token, [previous])).toEqual(claims);
    expect(verifyAccessToken(token, [secret, previous])).toEqual(claims);
    // Remembered as accepted, yet refused once the previous secret is no longer listed.
    expect(verifyAccessToken(token, [secret])).toBeNull();
    expect(verifyAccessToken(await signAccessToken(claims, secret, 60), [secret, previous])).toEqual(claims);
  });
});
