import type { Profile } from '@invierte/domain';
import { jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  userId: string;
  profile: Profile;
}

const ISSUER = 'invierte-api';
const AUDIENCE = 'invierte-web';

/** Short-lived HS256 bearer token; the refresh token carries the long session. */
export async function signAccessToken(
  claims: AccessClaims,
  secret: string,
  ttlSeconds: number,
): Promise<string> {
  return new SignJWT({ profile: claims.profile })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(new TextEncoder().encode(secret));
}

/** Verifies signature, expiry, issuer and audience; only HS256 is accepted (never `none`). */
export async function verifyAccessToken(token: string, secret: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    if (typeof payload.sub !== 'string' || typeof payload.profile !== 'string') return null;
    return { userId: payload.sub, profile: payload.profile as Profile };
  } catch {
    return null;
  }
}
