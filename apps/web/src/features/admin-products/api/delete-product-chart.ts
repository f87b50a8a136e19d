import { backOfficeEndpoints } from '@invierte/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

/** DELETE /api/admin/products/config-chart/{id}: removes a chart from its product's page. */
export const deleteProductChart = (chartId: string) =>
  callEndpoint(backOfficeEndpoints.deleteProductChart, { params: { id: chartId }, silent: true });
