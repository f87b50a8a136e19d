import {
  currencyCodes,
  currencySymbols,
  sumHistories,
  type GlobalInvestmentHistory,
  type InvestmentHistoryQuery,
} from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { fundHistories } from './chart-data.ts';

/**
 * GET /api/portfolio/chart-global-investment-history: per currency held, the sum of every fund's
 * value history and cash invested at the same dates (currencies are never added together).
 */
export async function getGlobalInvestmentHistory(
  ctx: AppContext,
  userId: string,
  q: InvestmentHistoryQuery,
): Promise<GlobalInvestmentHistory> {
  const { from, to, dates, histories } = await fundHistories(ctx, userId, q);
  const series = currencyCodes
    .map((code) => ({ code, own: histories.filter((h) => h.fund.currency === code) }))
    .filter(({ own }) => own.length > 0)
    .map(({ code, own }) => ({
      currency: { code, symbol: currencySymbols[code] },
      points: sumHistories(
        own.map((h) => h.points),
        dates,
      ),
    }));
  return { granularity: q.granularity, from, to, series };
}
