import type { PortfolioInvestment } from '@invierte/domain';
import type { AppContext } from '../../context.ts';
import { cashPerProduct, investmentView } from './investment-view.ts';
import { investorRows } from './investor-rows.ts';
import { portfolioInvestmentsRepository as repo } from './portfolio-investments.repository.ts';

/** GET /api/portfolio/investments/list: every fund the caller holds or held, with its figures. */
export async function listInvestments(
  ctx: AppContext,
  userId: string,
  only?: { investmentId?: string; productId?: string },
): Promise<PortfolioInvestment[]> {
  const [rows, cash, moves] = await Promise.all([
    investorRows.investments(ctx, userId, only),
    investorRows.cash(ctx, userId, only?.productId),
    repo.valueMoves(ctx.db, userId, only?.productId),
  ]);
  const perProduct = cashPerProduct(cash, moves);
  return rows.map((r) => investmentView(r, perProduct.get(r.productId)));
}
