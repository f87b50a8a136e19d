import type { AppContext } from '../../context.ts';
import type { ClientInfo } from '../../shared/client-info.ts';
import { applyReviewEvent } from './apply-review-event.ts';
import { decisionOf } from './review-view.ts';

/**
 * PUT signing/{id}/approve: the signing is accepted; the investor goes on to the deposit (contract APPROVED).
 * The reason, when given, is kept with the event.
 */
export async function approveSigning(
  ctx: AppContext,
  input: { id: string; actorUserId: string; client: ClientInfo; reason?: string },
) {
  return decisionOf(await applyReviewEvent(ctx, { ...input, event: 'APPROVE_SIGNING' }));
}
