import { DomainError, type ProductType } from '@invierte/domain';
import type { AppContext } from '../../context.ts';
import { getProduct } from './get-product.ts';
import { productDetails } from './product-details.ts';

/** GET /api/products/{id}/detail/{type}: the product with what its kind offers; the type must match. */
export async function getProductDetail(
  ctx: AppContext,
  id: string,
  type: ProductType,
  canSeePrivate: boolean,
) {
  const product = await getProduct(ctx, { id }, canSeePrivate);
  if (product.type !== type) throw new DomainError('NOT_FOUND', 'No encontramos el producto.');
  return { ...product, detailType: type, ...productDetails[type] };
}
