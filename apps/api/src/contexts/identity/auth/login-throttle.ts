import { DomainError } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { ACCOUNT_WIDE, authRepository } from './auth.repository.ts';
import { loginFailuresEmail } from './login-failures-email.ts';

/**
 * Brute-force defence that a stranger cannot aim at the owner (docs/decisions/0009).
 *
 * Per e-mail and client address (whether or not the account exists, so it reveals nothing): from the
 * 3rd failure within 15 minutes each attempt waits 0.5 s, doubling up to 4 s; the 10th failure locks
 * that address out of that e-mail for 15 minutes. A success clears the pair.
 *
 * Per e-mail across all addresses: from the 5th failure a configured human check is required, from
 * the 10th every attempt waits 1 s and the owner is warned by e-mail (once per window). Neither ever
 * refuses the right password from an address that has not failed itself.
 */
export const LOGIN_POLICY = {
  windowMs: 15 * 60_000,
  slowDownAfter: 3,
  lockAfter: 10,
  lockMs: 15 * 60_000,
  baseDelayMs: 500,
  maxDelayMs: 4000,
  captchaAfter: 5,
  accountSlowDownAfter: 10,
  accountDelayMs: 1000,
  alertAfter: 10,
} as const;

export function backoffDelay(failures: number): number {
  if (failures < LOGIN_POLICY.slowDownAfter) return 0;
  return Math.min(
    LOGIN_POLICY.baseDelayMs * 2 ** (failures - LOGIN_POLICY.slowDownAfter),
    LOGIN_POLICY.maxDelayMs,
  );
}

export interface LoginAttempt {
  email: string;
  clientIp: string;
  captchaToken?: string;
}

/** Refuses a locked pair, asks for the human check under a burst, and slows down recent failures. */
export async function beforeLoginAttempt(ctx: AppContext, attempt: LoginAttempt): Promise<void> {
  const now = ctx.now();
  const { pair, account } = await authRepository.findLoginAttempts(ctx.db, attempt.email, attempt.clientIp);
  if (pair?.lockedUntil && pair.lockedUntil > now) throw new DomainError('ACCOUNT_LOCKED');
  const recent = (row?: { lastFailureAt: Date }) =>
    row !== undefined && now.getTime() - row.lastFailureAt.getTime() < LOGIN_POLICY.windowMs;
  const pairFailures = recent(pair) ? (pair?.failures ?? 0) : 0;
  const accountFailures = recent(account) ? (account?.failures ?? 0) : 0;

  if (ctx.captcha.enabled && accountFailures >= LOGIN_POLICY.captchaAfter) {
    if (!(await ctx.captcha.verify(attempt.captchaToken, attempt.clientIp)))
      throw new DomainError('CAPTCHA_FAILED');
  }
  const delay = Math.max(
    backoffDelay(pairFailures),
    accountFailures >= LOGIN_POLICY.accountSlowDownAfter ? LOGIN_POLICY.accountDelayMs : 0,
  );
  if (delay > 0) await ctx.sleep(delay);
}

export async function afterLoginFailure(ctx: AppContext, attempt: LoginAttempt): Promise<void> {
  const now = ctx.now();
  const windowStart = new Date(now.getTime() - LOGIN_POLICY.windowMs);
  const [pairFailures, accountFailures] = await Promise.all([
    authRepository.recordLoginFailure(ctx.db, attempt.email, attempt.clientIp, now, windowStart),
    authRepository.recordLoginFailure(ctx.db, attempt.email, ACCOUNT_WIDE, now, windowStart),
  ]);
  if (pairFailures >= LOGIN_POLICY.lockAfter)
    await authRepository.lockLogin(
      ctx.db,
      attempt.email,
      attempt.clientIp,
      new Date(now.getTime() + LOGIN_POLICY.lockMs),
    );
  if (
    accountFailures >= LOGIN_POLICY.alertAfter &&
    (await authRepository.claimFailureAlert(ctx.db, attempt.email, now, windowStart))
  ) {
    const user = await authRepository.findUserByEmail(ctx.db, attempt.email);
    if (user && !user.disabledAt)
      await ctx.mail.send(
        loginFailuresEmail(user.email, user.name, accountFailures, now, ctx.config.publicUrl),
      );
  }
}

/** A success clears this address's count only: a stranger's failures elsewhere keep counting. */
export async function afterLoginSuccess(ctx: AppContext, attempt: LoginAttempt): Promise<void> {
  await authRepository.clearLoginAttempts(ctx.db, attempt.email, attempt.clientIp);
}
