import { DomainError, type SessionResponse } from '@invierte/domain';
import type { ClientInfo } from '../../../shared/client-info.ts';
import type { AppContext } from '../../../context.ts';
import { authRepository } from './auth.repository.ts';
import { issueSession } from './issue-session.ts';
import { hashOpaqueToken } from './opaque-token.ts';

/** Spends a verification token: marks the e-mail verified and opens a session (requirements R4 → /welcome). */
export async function verifyEmail(
  ctx: AppContext,
  token: string,
  client: ClientInfo,
): Promise<SessionResponse> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const row = await authRepository.findUserToken(tx, 'EMAIL_VERIFICATION', hashOpaqueToken(token));
    if (!row || row.usedAt) throw new DomainError('TOKEN_INVALID');
    if (row.expiresAt.getTime() <= now.getTime()) throw new DomainError('TOKEN_EXPIRED');
    if (!(await authRepository.consumeUserToken(tx, row.id, now))) throw new DomainError('TOKEN_INVALID');
    const user = await authRepository.findUserById(tx, row.userId);
    if (!user) throw new DomainError('TOKEN_INVALID');
    if (user.disabledAt) throw new DomainError('ACCOUNT_DISABLED');
    await authRepository.markEmailVerified(tx, user.id, now);
    await ctx.sessions.forgetUser(user.id, tx);
    return issueSession(ctx, tx, user, { client });
  });
}
