import type { AppContext } from '../../context.ts';
import type { ClientInfo } from '../../shared/client-info.ts';
import { applyReviewEvent } from './apply-review-event.ts';
import { decisionOf } from './review-view.ts';

/**
 * PUT signing/{id}/reject: the signature is not accepted; the investor generates and signs again (contract REJECTED).
 * The reason, when given, is kept with the event.
 */
export async function rejectSigning(
  ctx: AppContext,
  input: { id: string; actorUserId: string; client: ClientInfo; reason?: string },
) {
  return decisionOf(await applyReviewEvent(ctx, { ...input, event: 'REJECT_SIGNING' }));
}
