import type { ProductChart, ProductChartRequest } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { productChartView } from '../../catalogue/index.ts';
import { productChartsRepository } from '../../catalogue/index.ts';
import { recordAudit } from '../../audit/index.ts';
import type { AuditActor } from '../../audit/index.ts';
import { aliveProduct } from './admin-product-detail.ts';

/** POST /api/admin/products/{id}/charts: adds a chart at the end of the product's page. */
export async function createProductChart(
  ctx: AppContext,
  productId: string,
  body: ProductChartRequest,
  actor: AuditActor,
): Promise<ProductChart> {
  const chart = await ctx.db.transaction(async (tx) => {
    await aliveProduct(tx, productId, true);
    const existing = await productChartsRepository.list(tx, productId);
    const row = await productChartsRepository.insert(tx, {
      productId,
      title: body.title,
      kind: body.kind,
      position: existing.length + 1,
      points: body.points,
      createdAt: ctx.now(),
      updatedAt: ctx.now(),
    });
    if (!row) throw new Error('chart not inserted');
    await recordAudit(tx, {
      ...actor,
      action: 'product.chart.create',
      entity: 'product-chart',
      entityId: row.id,
      after: { productId, title: row.title, kind: row.kind, position: row.position, points: row.points },
      at: ctx.now(),
    });
    return row;
  });
  await ctx.cache.invalidate('catalogue');
  return productChartView(chart);
}
