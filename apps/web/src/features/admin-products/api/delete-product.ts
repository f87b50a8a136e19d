import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/admin/products/{id}/delete: 409 with the reason while anything refers to it. */
export const deleteProduct = (id: string) =>
  apiRequest<{ id: string }>(`/api/admin/products/${encodeURIComponent(id)}/delete`, {
    method: 'DELETE',
    silent: true,
  });
