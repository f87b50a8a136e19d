import { byTermLength, termLabel, type AdminProductDetail, type ProductTableRequest } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { productTableOf } from '../../catalogue/index.ts';
import { recordAudit } from '../../audit/index.ts';
import type { AuditActor } from '../../audit/index.ts';
import { adminProductDetailOf, aliveProduct } from './admin-product-detail.ts';
import { adminProductsRepository } from './admin-products.repository.ts';

/**
 * PUT /api/admin/products/updateTableChange/{id}: replaces the product's table — the terms (plazos)
 * and payment frequencies its page shows under "Plazos" and "Frecuencia de pago" — as a whole.
 * Terms are listed shortest first; each label is made here ("12 meses", "180 días").
 */
export async function updateProductTable(
  ctx: AppContext,
  id: string,
  body: ProductTableRequest,
  actor: AuditActor,
): Promise<AdminProductDetail> {
  const table = {
    terms: [...body.terms]
      .sort(byTermLength)
      .map((t) => ({ label: termLabel(t), months: t.months, days: t.days })),
    paymentFrequencies: body.paymentFrequencies,
  };
  const row = await ctx.db.transaction(async (tx) => {
    const before = await aliveProduct(tx, id, true);
    const updated = await adminProductsRepository.update(tx, id, {
      detailTable: table,
      updatedAt: ctx.now(),
    });
    const { customized: _, ...shownBefore } = productTableOf(before);
    await recordAudit(tx, {
      ...actor,
      action: 'product.table.update',
      entity: 'product',
      entityId: id,
      before: shownBefore,
      after: table,
      at: ctx.now(),
    });
    return updated ?? before;
  });
  await ctx.cache.invalidate('catalogue');
  return adminProductDetailOf(ctx.db, row);
}
