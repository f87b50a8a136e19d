import { DomainError } from '@invierte/domain';
import type { AppContext } from '../../context.ts';
import { productsRepository } from './products.repository.ts';
import { productView } from './product-view.ts';

/** Administrators mark a product as for institutional investors (POST /api/products/updateproductprivate). */
export async function setProductInstitutional(ctx: AppContext, productId: string, isInstitutional: boolean) {
  const row = await productsRepository.setInstitutional(ctx.db, productId, isInstitutional, ctx.now());
  if (!row) throw new DomainError('NOT_FOUND', 'No encontramos el producto.');
  await ctx.cache.invalidate('catalogue');
  return productView(row, await productsRepository.latestQuotaValue(ctx.db, row.id));
}
