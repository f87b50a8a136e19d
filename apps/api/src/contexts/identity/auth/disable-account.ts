import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { authRepository } from './auth.repository.ts';

/**
 * Disables an account: it cannot log in, and every open session ends at once (the per-request check
 * refuses a disabled user even before the sessions are revoked). The back office's disable call uses it
 * inside its own transaction (`tx`), so the change and whatever records it commit together.
 */
export async function disableAccount(ctx: AppContext, userId: string, tx?: Db): Promise<void> {
  const now = ctx.now();
  const run = async (db: Db) => {
    await authRepository.updateUser(db, userId, { disabledAt: now, updatedAt: now });
    await authRepository.revokeAllSessions(db, userId, 'DISABLED', now);
    // Inside the transaction: the cache keeps none of this user's sessions until it commits.
    await ctx.sessions.forgetUser(userId, db);
  };
  if (tx) await run(tx);
  else await ctx.db.transaction(run);
}
