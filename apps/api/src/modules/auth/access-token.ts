import { createSecretKey, type KeyObject } from 'node:crypto';
import type { Profile } from '@invierte/domain';
import { jwtVerify, SignJWT } from 'jose';

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

/**
 * Verifies signature, expiry, issuer and audience; only HS256 is accepted (never `none`). A token
 * without a session id (issued before sessions existed) is refused.
 */
export async function verifyAccessToken(token: string, secret: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyFor(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.profile !== 'string' ||
      typeof payload.sid !== 'string'
    )
      return null;
    return { userId: payload.sub, profile: payload.profile as Profile, sessionId: payload.sid };
  } catch {
    return null;
  }
}
