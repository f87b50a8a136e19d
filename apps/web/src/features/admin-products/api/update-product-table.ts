import type { AdminProductDetail, ProductTableRequest } from '@invierte/domain';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/admin/products/updateTableChange/{id}: the terms and payment frequencies, as a whole. */
export const updateProductTable = (id: string, body: ProductTableRequest) =>
  apiRequest<AdminProductDetail>(`/api/admin/products/updateTableChange/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    silent: true,
  });
