import type { ProductSummary } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { findVisibleProduct } from './find-product.ts';
import { productsRepository } from './products.repository.ts';
import { productView } from './product-view.ts';

export async function getProduct(
  ctx: AppContext,
  lookup: { id: string } | { slug: string },
  canSeePrivate: boolean,
): Promise<ProductSummary> {
  const row = await findVisibleProduct(ctx, lookup, canSeePrivate);
  return productView(row, await productsRepository.latestQuotaValue(ctx.db, row.id));
}
