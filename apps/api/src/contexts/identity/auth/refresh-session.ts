import { DomainError, type SessionResponse } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { authRepository } from './auth.repository.ts';
import { issueSession } from './issue-session.ts';
import { hashOpaqueToken } from './opaque-token.ts';

/**
 * Rotates a refresh token. Presenting one that was already used means it leaked: the whole family is
 * revoked, so the thief and the owner both have to log in again.
 */
export async function refreshSession(ctx: AppContext, refreshToken: string): Promise<SessionResponse> {
  const now = ctx.now();
  const row = await authRepository.findRefreshToken(ctx.db, hashOpaqueToken(refreshToken));
  if (!row || row.revokedAt || row.expiresAt.getTime() <= now.getTime())
    throw new DomainError('UNAUTHORIZED');
  if (row.usedAt) {
    await authRepository.revokeSession(ctx.db, row.familyId, 'REFRESH_REUSED', now);
    await ctx.sessions.forgetSession(row.familyId, ctx.db);
    throw new DomainError('UNAUTHORIZED');
  }
  // Revocation happens outside the transaction: throwing inside it would roll the revocation back.
  const result = await ctx.db.transaction(async (tx) => {
    if (!(await authRepository.useRefreshToken(tx, row.id, now))) return 'reused' as const;
    const user = await authRepository.findUserById(tx, row.userId);
    if (!user || user.disabledAt) return 'refused' as const;
    return issueSession(ctx, tx, user, { sessionId: row.familyId });
  });
  if (result === 'reused') {
    await authRepository.revokeSession(ctx.db, row.familyId, 'REFRESH_REUSED', now);
    await ctx.sessions.forgetSession(row.familyId, ctx.db);
  }
  if (typeof result === 'string') throw new DomainError('UNAUTHORIZED');
  return result;
}
