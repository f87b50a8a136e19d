import type { AdminProductDetail, ProductLockRequest } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { recordAudit } from '../../audit/index.ts';
import type { AuditActor } from '../../audit/index.ts';
import { adminProductDetailOf, aliveProduct } from './admin-product-detail.ts';
import { adminProductsRepository } from './admin-products.repository.ts';

/**
 * PUT /api/admin/products/{id}/lock: the fund takes no new investments; an investor who starts one
 * is refused with PRODUCT_LOCKED carrying this message (the web's "stop" modal). On a locked fund it
 * replaces the message. Audited with the flag and message before and after.
 */
export async function lockProduct(
  ctx: AppContext,
  id: string,
  body: ProductLockRequest,
  actor: AuditActor,
): Promise<AdminProductDetail> {
  const row = await ctx.db.transaction(async (tx) => {
    const before = await aliveProduct(tx, id, true);
    const updated = await adminProductsRepository.update(tx, id, {
      locked: true,
      lockedMessage: body.message,
      updatedAt: ctx.now(),
    });
    await recordAudit(tx, {
      ...actor,
      action: 'product.lock',
      entity: 'product',
      entityId: id,
      before: { locked: before.locked, lockedMessage: before.locked ? before.lockedMessage : null },
      after: { locked: true, lockedMessage: body.message },
      at: ctx.now(),
    });
    return updated ?? before;
  });
  await ctx.cache.invalidate('catalogue');
  return adminProductDetailOf(ctx.db, row);
}
