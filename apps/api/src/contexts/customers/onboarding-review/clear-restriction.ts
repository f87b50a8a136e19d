import type { AppContext } from '../../../context.ts';
import type { ClientInfo } from '../../../shared/client-info.ts';
import { applyReviewEvent } from './apply-review-event.ts';
import { decisionOf } from './review-view.ts';

/**
 * PUT {id}/clear-restriction: compliance clears a hold; the onboarding returns to the stage it left.
 * The reason, when given, is kept with the event.
 */
export async function clearRestriction(
  ctx: AppContext,
  input: { id: string; actorUserId: string; client: ClientInfo; reason?: string },
) {
  return decisionOf(await applyReviewEvent(ctx, { ...input, event: 'CLEAR_RESTRICTION' }));
}
