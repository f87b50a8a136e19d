import { DomainError, type SessionResponse } from '@invierte/domain';
import type { AppContext } from '../../context.ts';
import { authRepository } from './auth.repository.ts';
import { issueSession } from './issue-session.ts';
import { afterLoginFailure, afterLoginSuccess, beforeLoginAttempt } from './login-throttle.ts';
import { verifyAgainstDummy, verifyPassword } from './password-hash.ts';

/**
 * Local credentials login. Unknown e-mail and wrong password answer alike, in the same time, and
 * both count towards the address's back-off and lock.
 */
export async function login(
  ctx: AppContext,
  email: string,
  password: string,
  firebaseToken?: string,
): Promise<SessionResponse> {
  await beforeLoginAttempt(ctx, email);
  const user = await authRepository.findUserByEmail(ctx.db, email);
  const ok = user?.passwordHash
    ? await verifyPassword(password, user.passwordHash)
    : await verifyAgainstDummy(password);
  if (!user || !ok) {
    await afterLoginFailure(ctx, email);
    throw new DomainError('INVALID_CREDENTIALS');
  }
  await afterLoginSuccess(ctx, email);
  if (user.disabledAt) throw new DomainError('ACCOUNT_DISABLED');
  if (!user.emailVerifiedAt) throw new DomainError('EMAIL_NOT_VERIFIED');
  if (firebaseToken && firebaseToken !== user.firebaseToken)
    await authRepository.updateUser(ctx.db, user.id, { firebaseToken });
  return issueSession(ctx, ctx.db, user);
}
