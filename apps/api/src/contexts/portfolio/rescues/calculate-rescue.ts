import { planRescue, type RescueCalculation, type RescueCalculationQuery } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { limitsView, loadRescueLimits } from './rescue-limits.ts';

/**
 * GET /api/portfolio/investments/rescueCalculation: what a rescue of these quotas (or this amount)
 * would take and pay, and whether it fits the position and the quarter's cap, with the reason in
 * Spanish when it does not. Reads only; the request checks again under its locks.
 */
export async function calculateRescue(
  ctx: AppContext,
  userId: string,
  query: RescueCalculationQuery,
): Promise<RescueCalculation> {
  const loaded = await loadRescueLimits(ctx, ctx.db, {
    userId,
    productId: query.productId,
    now: ctx.now(),
    lock: false,
  });
  const ask = query.quotas !== undefined ? { quotas: query.quotas } : { amount: query.amount ?? '0' };
  const plan = planRescue(ask, loaded.limits);
  const view = limitsView(loaded);
  return {
    ...view,
    fits: plan.ok,
    quotas: plan.quotas,
    amount: plan.amount,
    message: plan.ok ? null : plan.message,
  };
}
