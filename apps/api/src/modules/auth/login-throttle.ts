import { DomainError } from '@invierte/domain';
import type { AppContext } from '../../context.ts';
import { authRepository } from './auth.repository.ts';

/**
 * Brute-force defence per e-mail address, existing or not (so it reveals nothing): from the 3rd
 * failure within 15 minutes each attempt waits 0.5 s, doubling up to 4 s; the 10th failure locks the
 * address for 15 minutes. A successful login clears the count.
 */
export const LOGIN_POLICY = {
  windowMs: 15 * 60_000,
  slowDownAfter: 3,
  lockAfter: 10,
  lockMs: 15 * 60_000,
  baseDelayMs: 500,
  maxDelayMs: 4000,
} as const;

export function backoffDelay(failures: number): number {
  if (failures < LOGIN_POLICY.slowDownAfter) return 0;
  return Math.min(
    LOGIN_POLICY.baseDelayMs * 2 ** (failures - LOGIN_POLICY.slowDownAfter),
    LOGIN_POLICY.maxDelayMs,
  );
}

/** Refuses a locked address and slows down one with recent failures. */
export async function beforeLoginAttempt(ctx: AppContext, email: string): Promise<void> {
  const now = ctx.now();
  const attempt = await authRepository.findLoginAttempt(ctx.db, email);
  if (!attempt) return;
  if (attempt.lockedUntil && attempt.lockedUntil > now) throw new DomainError('ACCOUNT_LOCKED');
  const recent = now.getTime() - attempt.lastFailureAt.getTime() < LOGIN_POLICY.windowMs;
  const delay = recent ? backoffDelay(attempt.failures) : 0;
  if (delay > 0) await ctx.sleep(delay);
}

export async function afterLoginFailure(ctx: AppContext, email: string): Promise<void> {
  const now = ctx.now();
  const failures = await authRepository.recordLoginFailure(
    ctx.db,
    email,
    now,
    new Date(now.getTime() - LOGIN_POLICY.windowMs),
  );
  if (failures >= LOGIN_POLICY.lockAfter)
    await authRepository.lockLogin(ctx.db, email, new Date(now.getTime() + LOGIN_POLICY.lockMs));
}

export async function afterLoginSuccess(ctx: AppContext, email: string): Promise<void> {
  await authRepository.clearLoginAttempts(ctx.db, email);
}
