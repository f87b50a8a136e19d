import type { AdminProductDetail } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { adminProductDetailOf, aliveProduct } from './admin-product-detail.ts';

/** GET /api/admin/products/productById/{id}: the product as the back office edits it. */
export async function getAdminProduct(ctx: AppContext, id: string): Promise<AdminProductDetail> {
  return adminProductDetailOf(ctx.db, await aliveProduct(ctx.db, id));
}
