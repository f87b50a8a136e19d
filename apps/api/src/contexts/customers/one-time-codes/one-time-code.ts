import { createHmac, randomInt } from 'node:crypto';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { authRepository } from '../../identity/index.ts';

export const OTP_TTL_MS = 10 * 60_000;
const MAX_TRIES = { max: 5, windowMs: OTP_TTL_MS };

/**
 * Six digits are too few to store as a plain hash (a table of a million hashes reverses it), so
 * the stored value is an HMAC keyed with the server secret and bound to the user and purpose.
 */
export function otpDigest(secret: string, userId: string, purpose: string, code: string): string {
  return createHmac('sha256', secret).update(`${userId}:${purpose}:${code}`).digest('hex');
}

/** A fresh code from the CSPRNG; earlier codes for the same purpose stop working. */
export async function issueOneTimeCode(ctx: AppContext, userId: string, purpose: string): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await authRepository.expireOpenTokens(tx, userId, `OTP_${purpose}`, now);
    await authRepository.insertUserToken(tx, {
      userId,
      purpose: `OTP_${purpose}`,
      tokenHash: otpDigest(ctx.config.jwtSecret, userId, purpose, code),
      expiresAt: new Date(now.getTime() + OTP_TTL_MS),
    });
  });
  return code;
}

/** Spends a code once; false for a wrong, expired or used code, and after five tries in 10 minutes. */
export async function consumeOneTimeCode(
  ctx: AppContext,
  db: Db,
  userId: string,
  purpose: string,
  code: string,
): Promise<boolean> {
  if (!(await ctx.limiter.hit(`otp:${userId}:${purpose}`, MAX_TRIES.max, MAX_TRIES.windowMs))) return false;
  if (!/^\d{6}$/.test(code)) return false;
  const now = ctx.now();
  // Signed with the current secret, or with one a rotation still accepts (a code sent just before).
  let row: Awaited<ReturnType<typeof authRepository.findUserToken>>;
  for (const secret of ctx.config.jwtVerifySecrets) {
    row = await authRepository.findUserToken(db, `OTP_${purpose}`, otpDigest(secret, userId, purpose, code));
    if (row) break;
  }
  if (!row || row.userId !== userId || row.usedAt || row.expiresAt <= now) return false;
  return authRepository.consumeUserToken(db, row.id, now);
}
