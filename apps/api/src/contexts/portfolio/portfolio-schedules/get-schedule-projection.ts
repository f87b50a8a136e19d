import type { ScheduleProductType, ScheduleProjection } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { lotSchedule } from './schedule-view.ts';

/** GET /api/portfolio-{type}/{id}/{accountId}/investments/{investmentId}/projection: every payment of one lot. */
export async function getScheduleProjection(
  ctx: AppContext,
  userId: string,
  params: { type: ScheduleProductType; id: string; accountId: string; investmentId: string },
): Promise<ScheduleProjection> {
  const { holding, lot } = await lotSchedule(ctx, userId, params);
  return {
    product: holding.product,
    accountId: holding.accountId,
    investmentId: lot.view.investmentId,
    terms: holding.terms,
    payments: lot.schedule.payments,
    totals: lot.schedule.totals,
  };
}
