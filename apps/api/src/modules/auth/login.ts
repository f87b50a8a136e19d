import { DomainError, type SessionResponse } from '@invierte/domain';
import type { AppContext } from '../../context.ts';
import { authRepository } from './auth.repository.ts';
import { issueSession } from './issue-session.ts';
import { verifyAgainstDummy, verifyPassword } from './password-hash.ts';

/** Local credentials login. Unknown e-mail and wrong password answer alike, in the same time. */
export async function login(ctx: AppContext, email: string, password: string): Promise<SessionResponse> {
  const user = await authRepository.findUserByEmail(ctx.db, email);
  const ok = user?.passwordHash ? await verifyPassword(password, user.passwordHash) : await verifyAgainstDummy(password);
  if (!user || !ok) throw new DomainError('INVALID_CREDENTIALS');
  if (user.disabledAt) throw new DomainError('ACCOUNT_DISABLED');
  if (!user.emailVerifiedAt) throw new DomainError('EMAIL_NOT_VERIFIED');
  return issueSession(ctx, ctx.db, user);
}
