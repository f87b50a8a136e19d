import type { RescueView } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { resolveRescue } from './resolve-rescue.ts';

/**
 * DELETE /api/rescues/{id}: the investor withdraws a pending request; its quotas are available again.
 * Repeating it answers the cancelled request; a request already paid or rejected is a 409.
 */
export async function cancelRescue(ctx: AppContext, userId: string, id: string): Promise<RescueView> {
  const { view } = await ctx.db.transaction((tx) =>
    resolveRescue(ctx, tx, { id, outcome: 'CANCELED', actorUserId: userId, owner: userId }),
  );
  return view;
}
