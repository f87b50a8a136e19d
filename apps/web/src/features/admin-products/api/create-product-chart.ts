import type { ProductChart, ProductChartRequest } from '@invierte/domain';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/admin/products/{id}/charts: adds a chart at the end of the product's page. */
export const createProductChart = (productId: string, body: ProductChartRequest) =>
  apiRequest<ProductChart>(`/api/admin/products/${encodeURIComponent(productId)}/charts`, {
    method: 'POST',
    body,
    silent: true,
  });
