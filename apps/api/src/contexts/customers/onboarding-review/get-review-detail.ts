import type { AppContext } from '../../../context.ts';
import { onboardingRepository } from '../onboarding/onboarding.repository.ts';
import { reviewRepository } from './review.repository.ts';
import { approvalOf, listItemOf, loadForReview } from './review-view.ts';

/** GET {id}: the onboarding with every saved part, its event trail and its deposit approval. */
export async function getReviewDetail(ctx: AppContext, id: string) {
  const found = await loadForReview(ctx.db, id);
  const [parts, events, approval] = await Promise.all([
    onboardingRepository.listParts(ctx.db, id),
    onboardingRepository.listEvents(ctx.db, id),
    reviewRepository.currentApproval(ctx.db, id),
  ]);
  return {
    ...listItemOf(found),
    resumeState: found.row.resumeState,
    reason: found.row.reason,
    parts: Object.fromEntries(parts.map((p) => [p.part, p.data])),
    events: events.map((e) => ({
      event: e.event,
      fromState: e.fromState,
      toState: e.toState,
      actorUserId: e.actorUserId,
      ip: e.ip,
      userAgent: e.userAgent,
      data: e.data,
      createdAt: e.createdAt.toISOString(),
    })),
    approval: approvalOf(approval),
  };
}
