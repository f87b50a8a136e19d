import type { AppContext } from '../../../context.ts';
import { productChartsRepository } from '../../catalogue/index.ts';
import { recordAudit } from '../../audit/index.ts';
import type { AuditActor } from '../../audit/index.ts';
import { aliveProduct } from './admin-product-detail.ts';
import { chartNotFound } from './move-product-chart.ts';

/**
 * DELETE /api/admin/products/config-chart/{id}: removes a chart (its configuration and data) from
 * the product's page; the charts after it move up one place. The audit row keeps the whole chart.
 */
export async function deleteProductChart(ctx: AppContext, chartId: string, actor: AuditActor) {
  await ctx.db.transaction(async (tx) => {
    const chart = await productChartsRepository.find(tx, chartId);
    if (!chart) throw chartNotFound();
    await aliveProduct(tx, chart.productId, true).catch(() => {
      throw chartNotFound();
    });
    await productChartsRepository.delete(tx, chartId);
    const rest = await productChartsRepository.list(tx, chart.productId);
    await productChartsRepository.renumber(
      tx,
      rest.map((c) => c.id),
      ctx.now(),
    );
    await recordAudit(tx, {
      ...actor,
      action: 'product.chart.delete',
      entity: 'product-chart',
      entityId: chartId,
      before: {
        productId: chart.productId,
        title: chart.title,
        kind: chart.kind,
        position: chart.position,
        points: chart.points,
      },
      at: ctx.now(),
    });
  });
  await ctx.cache.invalidate('catalogue');
  return { id: chartId };
}
