import type { ScheduleInvestments, ScheduleProductType } from '@invierte/domain';
import Decimal from 'decimal.js';
import type { AppContext } from '../../../context.ts';
import { holdingSchedules } from './schedule-view.ts';

/** GET /api/portfolio-{type}/{id}/investments: the caller's lots still held in a Bono or Mutuo product. */
export async function listScheduleInvestments(
  ctx: AppContext,
  userId: string,
  type: ScheduleProductType,
  productId: string,
): Promise<ScheduleInvestments> {
  const { product, accountId, terms, lots } = await holdingSchedules(ctx, userId, type, productId);
  const held = lots.map((l) => l.view).filter((l) => !new Decimal(l.heldQuotas).isZero());
  const sum = (pick: (l: (typeof held)[number]) => string) =>
    held.reduce((total, l) => total.plus(pick(l)), new Decimal(0)).toFixed(2);
  return {
    product,
    accountId,
    terms,
    lots: held,
    totals: {
      principal: sum((l) => l.principal),
      net: sum((l) => l.totals.net),
      upcomingNet: sum((l) => l.upcomingNet),
    },
  };
}
