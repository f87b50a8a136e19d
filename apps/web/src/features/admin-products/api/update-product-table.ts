import { backOfficeEndpoints, type ProductTableRequest } from '@invierte/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

/** PUT /api/admin/products/updateTableChange/{id}: the terms and payment frequencies, as a whole. */
export const updateProductTable = (id: string, body: ProductTableRequest) =>
  callEndpoint(backOfficeEndpoints.updateProductTable, { params: { id }, body, silent: true });
