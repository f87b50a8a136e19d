import { DomainError, type ProductType } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { findVisibleProduct } from './find-product.ts';
import { productDetails } from './product-details.ts';
import { productTableOf } from './product-table.ts';
import { productsRepository } from './products.repository.ts';
import { productView } from './product-view.ts';

/**
 * GET /api/products/{id}/detail/{type}: the product with what its kind offers; the type must match.
 * The terms and payment frequencies are the product's own table when the back office set one.
 */
export async function getProductDetail(
  ctx: AppContext,
  id: string,
  type: ProductType,
  canSeePrivate: boolean,
) {
  const row = await findVisibleProduct(ctx, { id }, canSeePrivate);
  if (row.type !== type) throw new DomainError('NOT_FOUND', 'No encontramos el producto.');
  const product = productView(row, await productsRepository.latestQuotaValue(ctx.db, row.id));
  const { terms, paymentFrequencies } = productTableOf(row);
  return { ...product, detailType: type, ...productDetails[type], terms, paymentFrequencies };
}
