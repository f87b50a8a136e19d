import { DomainError, productDeleteBlockedReason } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { recordAudit } from '../../audit/index.ts';
import type { AuditActor } from '../../audit/index.ts';
import { aliveProduct } from './admin-product-detail.ts';
import { adminProductsRepository } from './admin-products.repository.ts';

/**
 * DELETE /api/admin/products/{id}/delete: refused (409, with what refers to it) while any investor
 * holds quotas of the product or any onboarding, rescue or shown investor document names it.
 * Otherwise a soft delete: `deleted_at` is set, the product disappears from every list, detail and
 * lookup (investors and back office), and its rows stay for the audit log and history.
 * The product row is locked first, so a subscription racing the delete waits for the check.
 */
export async function deleteProduct(ctx: AppContext, id: string, actor: AuditActor) {
  await ctx.db.transaction(async (tx) => {
    const before = await aliveProduct(tx, id, true);
    const usage = await adminProductsRepository.usage(tx, id);
    const reason = productDeleteBlockedReason(usage);
    if (reason) throw new DomainError('CONFLICT', reason, [{ field: 'id', message: reason }]);
    await adminProductsRepository.update(tx, id, { deletedAt: ctx.now(), updatedAt: ctx.now() });
    await recordAudit(tx, {
      ...actor,
      action: 'product.delete',
      entity: 'product',
      entityId: id,
      before: { code: before.code, name: before.name, currency: before.currency, deletedAt: null },
      after: { deletedAt: ctx.now() },
      at: ctx.now(),
    });
  });
  await ctx.cache.invalidate('catalogue');
  return { id };
}
