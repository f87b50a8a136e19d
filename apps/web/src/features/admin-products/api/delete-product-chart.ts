import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/admin/products/config-chart/{id}: removes a chart from its product's page. */
export const deleteProductChart = (chartId: string) =>
  apiRequest<{ id: string }>(`/api/admin/products/config-chart/${encodeURIComponent(chartId)}`, {
    method: 'DELETE',
    silent: true,
  });
