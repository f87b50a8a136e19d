import { backOfficeEndpoints } from '@invierte/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

/** DELETE /api/admin/products/{id}/lock: the fund takes new investments again. */
export const unlockProduct = (id: string) =>
  callEndpoint(backOfficeEndpoints.unlockProduct, { params: { id }, silent: true });
