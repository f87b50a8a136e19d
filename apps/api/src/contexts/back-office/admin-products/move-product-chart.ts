import { DomainError, type ProductChart } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { productChartView } from '../../catalogue/index.ts';
import { productChartsRepository } from '../../catalogue/index.ts';
import { recordAudit } from '../../audit/index.ts';
import type { AuditActor } from '../../audit/index.ts';
import { aliveProduct } from './admin-product-detail.ts';

export const chartNotFound = () => new DomainError('NOT_FOUND', 'No encontramos ese gráfico.');

/**
 * PUT /api/admin/products/chart/position/{id}: moves a chart to `position` (1 is first) among its
 * product's charts; the others shift to make room and stay numbered 1..n. Answers the product's
 * charts in their new order.
 */
export async function moveProductChart(
  ctx: AppContext,
  chartId: string,
  position: number,
  actor: AuditActor,
): Promise<ProductChart[]> {
  const charts = await ctx.db.transaction(async (tx) => {
    const chart = await productChartsRepository.find(tx, chartId);
    if (!chart) throw chartNotFound();
    await aliveProduct(tx, chart.productId, true).catch(() => {
      throw chartNotFound();
    });
    const list = await productChartsRepository.list(tx, chart.productId);
    if (position > list.length) {
      const message = `La posición debe estar entre 1 y ${list.length}.`;
      throw new DomainError('VALIDATION_ERROR', message, [{ field: 'body.position', message }]);
    }
    const beforeIndex = list.findIndex((c) => c.id === chartId);
    const order = list.map((c) => c.id).filter((id) => id !== chartId);
    order.splice(position - 1, 0, chartId);
    await productChartsRepository.renumber(tx, order, ctx.now());
    await recordAudit(tx, {
      ...actor,
      action: 'product.chart.position',
      entity: 'product-chart',
      entityId: chartId,
      before: { productId: chart.productId, position: beforeIndex + 1 },
      after: { productId: chart.productId, position },
      at: ctx.now(),
    });
    return productChartsRepository.list(tx, chart.productId);
  });
  await ctx.cache.invalidate('catalogue');
  return charts.map(productChartView);
}
