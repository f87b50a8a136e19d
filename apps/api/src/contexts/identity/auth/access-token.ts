import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import type { Profile } from '@invierte/domain';
import { SignJWT } from 'jose';

export interface AccessClaims {
  userId: string;
  profile: Profile;
  /** The session (sessions.id) the token belongs to: revoking it ends the token at once. */
  sessionId: string;
}

const ISSUER = 'invierte-api';
const AUDIENCE = 'invierte-web';

// Importing the key costs more than verifying a token; do it once per secret.
const keys = new Map<string, KeyObject>();
function keyFor(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

/** Short-lived HS256 bearer token; the refresh token carries the long session. */
export async function signAccessToken(
  claims: AccessClaims,
  secret: string,
  ttlSeconds: number,
): Promise<string> {
  return new SignJWT({ profile: claims.profile, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(keyFor(secret));
}

const b64url = /^[A-Za-z0-9_-]*$/;

function decodeJson(part: string): Record<string, unknown> | null {
  if (!b64url.test(part)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Verifies signature, expiry, issuer and audience; only HS256 is accepted (never `none`, never a
 * header with `crit` or `b64`). A token without a session id (issued before sessions existed) is
 * refused. Synchronous HMAC with the key imported once: jose's verify goes through WebCrypto, which
 * re-imports the key and queues the HMAC on the thread pool for every request (about a third of an
 * authenticated read's CPU). Signing still uses jose.
 */
export function verifyAccessToken(
  token: string,
  secrets: readonly string[],
  nowMs = Date.now(),
): AccessClaims | null {
  return verifyAccessTokenUntil(token, secrets, nowMs)?.claims ?? null;
}

/**
 * `verifyAccessToken` with the moment the token expires (ms since the epoch), for a holder that
 * outlives one request: the live socket closes itself then. `secrets` are the signing secret, then
 * those a rotation still accepts (config `jwtVerifySecrets`).
 */
export function verifyAccessTokenUntil(
  token: string,
  secrets: readonly string[],
  nowMs = Date.now(),
): { claims: AccessClaims; expMs: number } | null {
  // A browser sends the same token for its whole life: remember what a check found until it expires,
  // and with which secret, so that a token stops working once its secret is no longer accepted.
  const memo = verifiedTokens.get(token);
  if (memo && secrets.includes(memo.secret)) return memo.expMs > nowMs ? memo : null;
  for (const secret of secrets) {
    const checked = checkAccessToken(token, secret, nowMs);
    if (!checked) continue;
    if (verifiedTokens.size >= MAX_REMEMBERED_TOKENS) verifiedTokens.clear();
    verifiedTokens.set(token, { secret, claims: checked.claims, expMs: checked.expMs });
    return checked;
  }
  return null;
}

/** Tokens that passed the check (a token cannot change, so the answer holds until its expiry). */
const verifiedTokens = new Map<string, { secret: string; claims: AccessClaims; expMs: number }>();
const MAX_REMEMBERED_TOKENS = 10_000;

function checkAccessToken(
  token: string,
  secret: string,
  nowMs: number,
): { claims: AccessClaims; expMs: number } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodeJson(headerPart);
  if (!header || header.alg !== 'HS256' || 'crit' in header || 'b64' in header) return null;
  if (header.typ !== undefined && header.typ !== 'JWT') return null;
  if (!b64url.test(signaturePart)) return null;
  // Compared as text: base64url decoding ignores the last character's two spare bits, so comparing
  // decoded bytes would accept four spellings of one signature. One signature, one token.
  const expected = Buffer.from(
    createHmac('sha256', keyFor(secret)).update(`${headerPart}.${payloadPart}`).digest('base64url'),
  );
  const given = Buffer.from(signaturePart);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const payload = decodeJson(payloadPart);
  if (!payload) return null;
  const nowSeconds = Math.floor(nowMs / 1000);
  // The expiry is required (every token we sign has one); `nbf` and `iat` are checked when present.
  if (typeof payload.exp !== 'number' || payload.exp <= nowSeconds) return null;
  if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > nowSeconds)) return null;
  if (payload.iat !== undefined && typeof payload.iat !== 'number') return null;
  if (payload.iss !== ISSUER) return null;
  const audience = payload.aud;
  if (!(audience === AUDIENCE || (Array.isArray(audience) && audience.includes(AUDIENCE)))) return null;
  if (
    typeof payload.sub !== 'string' ||
    typeof payload.profile !== 'string' ||
    typeof payload.sid !== 'string'
  )
    return null;
  return {
    claims: { userId: payload.sub, profile: payload.profile as Profile, sessionId: payload.sid },
    expMs: payload.exp * 1000,
  };
}
