import type { AppContext } from '../../../context.ts';
import type { ClientInfo } from '../../../shared/client-info.ts';
import { applyReviewEvent } from './apply-review-event.ts';
import { decisionOf } from './review-view.ts';

/**
 * PUT support/{id}/cancel: support carries out an investor's force-cancel request (WAITING_FOR_CANCEL → CANCELED_BY_SUPPORT).
 * The reason, when given, is kept with the event.
 */
export async function cancelBySupport(
  ctx: AppContext,
  input: { id: string; actorUserId: string; client: ClientInfo; reason?: string },
) {
  return decisionOf(await applyReviewEvent(ctx, { ...input, event: 'SUPPORT_CANCEL' }));
}
