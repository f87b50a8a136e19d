import { DomainError } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { authRepository } from '../auth/auth.repository.ts';
import { hashNewPassword } from '../auth/passwords.ts';
import { findUsableResetToken } from './reset-token.ts';

/**
 * Sets a new password with a reset link's token: the token is spent, every open session ends, the
 * address's failed-login count is cleared, and the mailbox counts as verified (the link proved it).
 */
export async function resetPassword(ctx: AppContext, token: string | null, password: string) {
  const now = ctx.now();
  const passwordHash = await hashNewPassword(ctx, password);
  const email = await ctx.db.transaction(async (tx) => {
    const row = await findUsableResetToken(tx, token, now);
    if (!(await authRepository.consumeUserToken(tx, row.id, now))) throw new DomainError('TOKEN_INVALID');
    const user = await authRepository.findUserById(tx, row.userId);
    if (!user || user.disabledAt) throw new DomainError('TOKEN_INVALID');
    await authRepository.updateUser(tx, user.id, {
      passwordHash,
      emailVerifiedAt: user.emailVerifiedAt ?? now,
      updatedAt: now,
    });
    await authRepository.revokeAllSessions(tx, user.id, 'PASSWORD_RESET', now);
    await ctx.sessions.forgetUser(user.id, tx);
    return user.email;
  });
  await authRepository.clearLoginAttempts(ctx.db, email);
  return { message: 'Tu contraseña fue actualizada. Ya puedes iniciar sesión.' };
}
