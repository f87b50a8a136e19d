import type { AdminPortfolioInvestments } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { listFunds } from '../../portfolio/index.ts';
import { loadHoldings } from '../../portfolio/index.ts';
import { resumeOf } from '../../portfolio/index.ts';
import { findInvestor } from './find-investor.ts';

/**
 * GET /api/admin/portfolio/{userId}/investments: the investor and their holdings, as they see them,
 * with each fund's and each currency's cost, gain and annual return computed as on their own pages.
 */
export async function listInvestorInvestments(
  ctx: AppContext,
  userId: string,
): Promise<AdminPortfolioInvestments> {
  const investor = await findInvestor(ctx.db, userId);
  const [funds, holdings] = await Promise.all([listFunds(ctx, userId), loadHoldings(ctx, userId)]);
  return { investor, funds, investments: holdings.investments, totals: resumeOf(holdings) };
}
