import { DomainError } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { productsRepository } from './products.repository.ts';
import { productView } from './product-view.ts';
import { recordAudit } from '../../audit/index.ts';
import type { AuditActor } from '../../audit/index.ts';

/** Administrators mark a product as for institutional investors (POST /api/products/updateproductprivate). */
export async function setProductInstitutional(
  ctx: AppContext,
  productId: string,
  isInstitutional: boolean,
  actor: AuditActor,
) {
  const row = await ctx.db.transaction(async (tx) => {
    const before = await productsRepository.findById(tx, productId);
    const updated = await productsRepository.setInstitutional(tx, productId, isInstitutional, ctx.now());
    if (!before || !updated) throw new DomainError('NOT_FOUND', 'No encontramos el producto.');
    await recordAudit(tx, {
      ...actor,
      action: 'product.update',
      entity: 'product',
      entityId: productId,
      before: { isInstitutional: before.isInstitutional },
      after: { isInstitutional: updated.isInstitutional },
      at: ctx.now(),
    });
    return updated;
  });
  await ctx.cache.invalidate('catalogue');
  return productView(row, await productsRepository.latestQuotaValue(ctx.db, row.id));
}
