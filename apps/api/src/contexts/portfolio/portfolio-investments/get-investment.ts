import { DomainError, type PortfolioInvestment } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { fundNotHeld } from './investment-view.ts';
import { listInvestments } from './list-investments.ts';

/** GET /api/portfolio/investments/getById: one of the caller's investments; anyone else's is 404. */
export async function getInvestment(
  ctx: AppContext,
  userId: string,
  investmentId: string,
): Promise<PortfolioInvestment> {
  const [found] = await listInvestments(ctx, userId, { investmentId });
  if (!found) throw new DomainError('NOT_FOUND', 'No encontramos esta inversión en tu portafolio.');
  return found;
}

/** GET /api/portfolio/{id}/overview: the caller's investment in one fund; a fund never held is 404. */
export async function getFundOverview(
  ctx: AppContext,
  userId: string,
  productId: string,
): Promise<PortfolioInvestment> {
  const [found] = await listInvestments(ctx, userId, { productId });
  if (!found) throw fundNotHeld();
  return found;
}
