import type { ProductChart } from '@invierte/domain';
import type { ProductChartRow } from './product-charts.repository.ts';

/** The API's shape of a product chart. */
export const productChartView = (c: ProductChartRow): ProductChart => ({
  id: c.id,
  productId: c.productId,
  title: c.title,
  kind: c.kind,
  position: c.position,
  points: c.points,
});
