import type { AppContext } from '../../context.ts';
import type { ClientInfo } from '../../shared/client-info.ts';
import { applyReviewEvent } from './apply-review-event.ts';
import { decisionOf } from './review-view.ts';

/**
 * PUT deposit/{id}/reject: the transfer cannot be matched; the investor registers the deposit again.
 * The reason, when given, is kept with the event.
 */
export async function rejectDeposit(
  ctx: AppContext,
  input: { id: string; actorUserId: string; client: ClientInfo; reason?: string },
) {
  return decisionOf(await applyReviewEvent(ctx, { ...input, event: 'REJECT_DEPOSIT' }));
}
