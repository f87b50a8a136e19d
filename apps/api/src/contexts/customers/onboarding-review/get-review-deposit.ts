import type { AppContext } from '../../../context.ts';
import { onboardingRepository } from '../onboarding/onboarding.repository.ts';
import { reviewRepository } from './review.repository.ts';
import { approvalOf, fileOf, loadForReview } from './review-view.ts';

/** GET deposit/{id}: the transfer as registered, the priced investment, the vouchers and the approval. */
export async function getReviewDeposit(ctx: AppContext, id: string) {
  const found = await loadForReview(ctx.db, id);
  const [parts, vouchers, approval] = await Promise.all([
    onboardingRepository.listParts(ctx.db, id),
    reviewRepository.files(ctx.db, id, ['VOUCHER']),
    reviewRepository.currentApproval(ctx.db, id),
  ]);
  const part = (name: string) => parts.find((p) => p.part === name)?.data ?? null;
  return {
    _id: id,
    state: found.row.state,
    deposit: part('deposit'),
    investment: part('investment'),
    vouchers: vouchers.map(fileOf),
    approval: approvalOf(approval),
  };
}
