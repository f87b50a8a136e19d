import type { AdminProductDetail } from '@invierte/domain';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/admin/products/{id}/regulation: withdraws the uploaded regulation PDF. */
export const removeRegulation = (productId: string) =>
  apiRequest<AdminProductDetail>(`/api/admin/products/${encodeURIComponent(productId)}/regulation`, {
    method: 'DELETE',
    silent: true,
  });
