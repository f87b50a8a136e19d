import type { AppContext } from '../../../context.ts';
import { onboardingRepository } from '../onboarding/onboarding.repository.ts';
import { loadForReview } from './review-view.ts';

/** Parts of later steps, which the linking view leaves out. */
const NOT_LINKING = new Set(['deposit', 'contracts', 'checking', 'letter']);

/** GET linking/{id}: step 1's saved parts (personal data, address, occupation, bank account, …). */
export async function getReviewLinking(ctx: AppContext, id: string) {
  const found = await loadForReview(ctx.db, id);
  const parts = await onboardingRepository.listParts(ctx.db, id);
  return {
    _id: id,
    state: found.row.state,
    parts: Object.fromEntries(parts.filter((p) => !NOT_LINKING.has(p.part)).map((p) => [p.part, p.data])),
  };
}
