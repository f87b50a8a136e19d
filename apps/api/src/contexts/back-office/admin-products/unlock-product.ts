import { DomainError, productLockMessages, type AdminProductDetail } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { recordAudit } from '../../audit/index.ts';
import type { AuditActor } from '../../audit/index.ts';
import { adminProductDetailOf, aliveProduct } from './admin-product-detail.ts';
import { adminProductsRepository } from './admin-products.repository.ts';

/**
 * DELETE /api/admin/products/{id}/lock: the fund takes new investments again; 409 when it is not
 * locked (nothing is written). Audited with the message it had.
 */
export async function unlockProduct(
  ctx: AppContext,
  id: string,
  actor: AuditActor,
): Promise<AdminProductDetail> {
  const row = await ctx.db.transaction(async (tx) => {
    const before = await aliveProduct(tx, id, true);
    if (!before.locked) throw new DomainError('CONFLICT', productLockMessages.notLocked);
    const updated = await adminProductsRepository.update(tx, id, {
      locked: false,
      lockedMessage: null,
      updatedAt: ctx.now(),
    });
    await recordAudit(tx, {
      ...actor,
      action: 'product.unlock',
      entity: 'product',
      entityId: id,
      before: { locked: true, lockedMessage: before.lockedMessage },
      after: { locked: false, lockedMessage: null },
      at: ctx.now(),
    });
    return updated ?? before;
  });
  await ctx.cache.invalidate('catalogue');
  return adminProductDetailOf(ctx.db, row);
}
