import type { AdminPortfolioInvestments } from '@invierte/domain';
import type { AppContext } from '../../context.ts';
import { listFunds } from '../portfolio/list-funds.ts';
import { findInvestor } from './find-investor.ts';

/** GET /api/admin/portfolio/{userId}/investments: the investor and their holdings, as they see them. */
export async function listInvestorInvestments(
  ctx: AppContext,
  userId: string,
): Promise<AdminPortfolioInvestments> {
  const investor = await findInvestor(ctx.db, userId);
  return { investor, funds: await listFunds(ctx, userId) };
}
