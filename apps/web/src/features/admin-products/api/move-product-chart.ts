import { backOfficeEndpoints } from '@invierte/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

/** PUT /api/admin/products/chart/position/{id}: moves a chart to a place (1 is first). */
export const moveProductChart = (chartId: string, position: number) =>
  callEndpoint(backOfficeEndpoints.moveProductChart, {
    params: { id: chartId },
    body: { position },
    silent: true,
  });
