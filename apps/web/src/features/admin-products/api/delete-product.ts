import { backOfficeEndpoints } from '@invierte/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

/** DELETE /api/admin/products/{id}/delete: 409 with the reason while anything refers to it. */
export const deleteProduct = (id: string) =>
  callEndpoint(backOfficeEndpoints.deleteProduct, { params: { id }, silent: true });
