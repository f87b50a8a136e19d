import type { ProductSummary } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { productsRepository } from './products.repository.ts';
import { productView } from './product-view.ts';

/** The catalogue for a logged-in customer: public products with their full summary. */
export async function listProducts(ctx: AppContext): Promise<ProductSummary[]> {
  const [rows, latest] = await Promise.all([
    productsRepository.listPublic(ctx.db),
    productsRepository.latestQuotaValues(ctx.db),
  ]);
  return rows.map((p) => productView(p, latest.get(p.id)));
}
