import { backOfficeEndpoints } from '@invierte/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

/** PUT /api/admin/products/{id}/lock: no new investments; investors who try read `message`. */
export const lockProduct = (id: string, message: string) =>
  callEndpoint(backOfficeEndpoints.lockProduct, { params: { id }, body: { message }, silent: true });
