import type { ProductSummary } from '@invierte/domain';
import Decimal from 'decimal.js';
import type { AppContext } from '../../../context.ts';
import { productsRepository } from '../../catalogue/index.ts';
import { productView } from '../../catalogue/index.ts';
import { portfolioInvestmentsRepository as repo } from './portfolio-investments.repository.ts';

/**
 * GET /api/portfolio/products-without-investment: the public products the caller holds no quotas of
 * and may still buy (a locked product is not offered).
 */
export async function listProductsWithoutInvestment(
  ctx: AppContext,
  userId: string,
): Promise<ProductSummary[]> {
  const [all, latest, held] = await Promise.all([
    productsRepository.listPublic(ctx.db),
    productsRepository.latestQuotaValues(ctx.db),
    repo.investmentsOf(ctx.db, userId),
  ]);
  const holding = new Set(held.filter((h) => new Decimal(h.posted ?? 0).gt(0)).map((h) => h.productId));
  return all.filter((p) => !p.locked && !holding.has(p.id)).map((p) => productView(p, latest.get(p.id)));
}
