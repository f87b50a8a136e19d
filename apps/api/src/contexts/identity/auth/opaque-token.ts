import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits from the CSPRNG, URL-safe; only its SHA-256 is ever stored. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
