import { DomainError, type SessionResponse } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import type { ClientInfo } from '../../../shared/client-info.ts';
import { authRepository } from '../../identity/index.ts';
import { issueSession } from '../../identity/index.ts';
import { checkPassword, hashNewPassword } from '../../identity/index.ts';

/**
 * A logged-in user changes the password by proving the current one. Every session ends, this one
 * included (its old tokens stop working at once); the caller gets a fresh session so this device
 * stays logged in.
 */
export async function changeOwnPassword(
  ctx: AppContext,
  userId: string,
  currentPassword: string,
  newPassword: string,
  client: ClientInfo,
): Promise<SessionResponse> {
  const user = await authRepository.findUserById(ctx.db, userId);
  if (!user || user.disabledAt) throw new DomainError('UNAUTHORIZED');
  if (!user.passwordHash || !(await checkPassword(ctx, currentPassword, user.passwordHash)))
    throw new DomainError('INVALID_CURRENT_PASSWORD', undefined, [
      { field: 'body.currentPassword', message: 'La contraseña actual no es correcta.' },
    ]);
  if (currentPassword === newPassword)
    throw new DomainError('SAME_PASSWORD', undefined, [
      { field: 'body.password', message: 'La nueva contraseña debe ser distinta de la actual.' },
    ]);
  const passwordHash = await hashNewPassword(ctx, newPassword);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await authRepository.updateUser(tx, user.id, { passwordHash, updatedAt: now });
    await authRepository.revokeAllSessions(tx, user.id, 'PASSWORD_CHANGED', now);
    await ctx.sessions.forgetUser(user.id, tx);
    return issueSession(ctx, tx, user, { client });
  });
}
