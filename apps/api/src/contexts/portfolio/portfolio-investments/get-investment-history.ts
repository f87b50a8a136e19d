import { currencySymbols, type InvestmentHistory, type InvestmentHistoryQuery } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { fundHistories } from './chart-data.ts';
import { fundNotHeld } from './investment-view.ts';

/**
 * GET /api/portfolio/{id}/chart-investment-history: the value of the caller's quotas of one fund day
 * by day or month by month, beside the cash still invested. A fund never held is 404.
 */
export async function getInvestmentHistory(
  ctx: AppContext,
  userId: string,
  productId: string,
  q: InvestmentHistoryQuery,
): Promise<InvestmentHistory> {
  const { from, to, histories } = await fundHistories(ctx, userId, q, productId);
  const [one] = histories;
  if (!one) throw fundNotHeld();
  const code = one.fund.currency;
  return {
    productId,
    productName: one.fund.productName,
    currency: { code, symbol: currencySymbols[code] },
    granularity: q.granularity,
    from,
    to,
    points: one.points,
  };
}
