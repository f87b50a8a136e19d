import type { PortfolioHome } from '@invierte/domain';
import Decimal from 'decimal.js';
import type { AppContext } from '../../../context.ts';
import { loadHoldings } from './list-investments.ts';
import { listProductsWithoutInvestment } from './list-products-without-investment.ts';
import { portfolioInvestmentsRepository as repo } from './portfolio-investments.repository.ts';
import { resumeOf } from './resume-investments.ts';

/** GET /api/portfolio/investments/home: the totals, the funds held, and what waits, in one call. */
export async function getPortfolioHome(ctx: AppContext, userId: string): Promise<PortfolioHome> {
  const [holdings, pendingRescues, available] = await Promise.all([
    loadHoldings(ctx, userId),
    repo.pendingRescueCount(ctx.db, userId),
    listProductsWithoutInvestment(ctx, userId),
  ]);
  return {
    totals: resumeOf(holdings),
    investments: holdings.investments.filter((i) => new Decimal(i.quotas).gt(0)),
    pendingRescues,
    productsWithoutInvestment: available.length,
  };
}
