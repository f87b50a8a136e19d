import { DomainError, type AdminProductDetail } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { discardFiles } from '../../../shared/store-files.ts';
import { recordAudit } from '../../audit/index.ts';
import type { AuditActor } from '../../audit/index.ts';
import { adminProductDetailOf, aliveProduct } from './admin-product-detail.ts';
import { adminProductsRepository } from './admin-products.repository.ts';

/**
 * DELETE /api/admin/products/{id}/regulation: withdraws the uploaded regulation PDF; investors then
 * see the seeded link if there is one, or "aún no está publicado". 404 when none is uploaded.
 */
export async function removeProductRegulation(
  ctx: AppContext,
  id: string,
  actor: AuditActor,
): Promise<AdminProductDetail> {
  const { row, previousKey } = await ctx.db.transaction(async (tx) => {
    const before = await aliveProduct(tx, id, true);
    if (!before.regulationFileKey)
      throw new DomainError('NOT_FOUND', 'Este fondo no tiene un reglamento subido.');
    const updated = await adminProductsRepository.update(tx, id, {
      regulationFileKey: null,
      regulationFileName: null,
      regulationSize: null,
      regulationSha256: null,
      regulationUploadedAt: null,
      updatedAt: ctx.now(),
    });
    await recordAudit(tx, {
      ...actor,
      action: 'product.regulation.remove',
      entity: 'product',
      entityId: id,
      before: { regulationFileName: before.regulationFileName, regulationSha256: before.regulationSha256 },
      after: { regulationFileName: null, regulationSha256: null },
      at: ctx.now(),
    });
    return { row: updated ?? before, previousKey: before.regulationFileKey };
  });
  await discardFiles(ctx.storage, [previousKey]);
  await ctx.cache.invalidate('catalogue');
  return adminProductDetailOf(ctx.db, row);
}
