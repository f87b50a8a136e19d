import { onboardingStates } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { reviewRepository } from './review.repository.ts';

/** GET listQuantities: onboardings per state, every state listed (zero when none). */
export async function countOnboardings(ctx: AppContext) {
  const rows = await reviewRepository.countByState(ctx.db);
  const byState: Record<string, number> = Object.fromEntries(onboardingStates.map((s) => [s, 0]));
  for (const r of rows) byState[r.state] = r.n;
  return { total: rows.reduce((sum, r) => sum + r.n, 0), byState };
}
