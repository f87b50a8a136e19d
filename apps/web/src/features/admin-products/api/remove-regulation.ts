import { backOfficeEndpoints } from '@invierte/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

/** DELETE /api/admin/products/{id}/regulation: withdraws the uploaded regulation PDF. */
export const removeRegulation = (productId: string) =>
  callEndpoint(backOfficeEndpoints.removeProductRegulation, { params: { id: productId }, silent: true });
