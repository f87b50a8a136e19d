import { DomainError } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { findVisibleProduct } from './find-product.ts';

/**
 * GET /api/products/{productId}/{type}/locked. A locked product answers PRODUCT_LOCKED (423) with its
 * own message, which the web shows in the "stop" modal (requirements R8, ProductLockedException).
 */
export async function checkProductLock(ctx: AppContext, productId: string) {
  const p = await findVisibleProduct(ctx, { id: productId });
  if (p.locked) throw new DomainError('PRODUCT_LOCKED', p.lockedMessage ?? undefined);
  return { locked: false as const };
}
