import type { AppContext } from '../../context.ts';
import { authRepository } from './auth.repository.ts';

/**
 * Disables an account: it cannot log in, and every open session ends at once (the per-request check
 * refuses a disabled user even before the sessions are revoked). The back office's disable call uses it.
 */
export async function disableAccount(ctx: AppContext, userId: string): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await authRepository.updateUser(tx, userId, { disabledAt: now, updatedAt: now });
    await authRepository.revokeAllSessions(tx, userId, 'DISABLED', now);
    // Inside the transaction is enough: the cache keeps none of this user's sessions for a while.
    await ctx.sessions.forgetUser(userId);
  });
}
