import type { ProductChart } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { findVisibleProduct } from './find-product.ts';
import { productChartView } from './product-chart-view.ts';
import { productChartsRepository } from './product-charts.repository.ts';

/** GET /api/products/{id}/charts: the charts the back office set for the product's page, in order. */
export async function listProductCharts(
  ctx: AppContext,
  productId: string,
  canSeePrivate: boolean,
): Promise<ProductChart[]> {
  const product = await findVisibleProduct(ctx, { id: productId }, canSeePrivate);
  return (await productChartsRepository.list(ctx.db, product.id)).map(productChartView);
}
