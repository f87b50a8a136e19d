import type { ProductChart } from '@invierte/domain';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/admin/products/chart/position/{id}: moves a chart to a place (1 is first). */
export const moveProductChart = (chartId: string, position: number) =>
  apiRequest<ProductChart[]>(`/api/admin/products/chart/position/${encodeURIComponent(chartId)}`, {
    method: 'PUT',
    body: { position },
    silent: true,
  });
