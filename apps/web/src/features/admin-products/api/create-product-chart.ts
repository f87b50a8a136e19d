import { backOfficeEndpoints, type ProductChartRequest } from '@invierte/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

/** POST /api/admin/products/{id}/charts: adds a chart at the end of the product's page. */
export const createProductChart = (productId: string, body: ProductChartRequest) =>
  callEndpoint(backOfficeEndpoints.createProductChart, { params: { id: productId }, body, silent: true });
