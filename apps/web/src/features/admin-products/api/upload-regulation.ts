import type { AdminProductDetail } from '@invierte/domain';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/admin/products/{id}/regulation: multipart with the regulation PDF (replaces the last). */
export function uploadRegulation(productId: string, file: File) {
  const body = new FormData();
  body.append('file', file);
  return apiRequest<AdminProductDetail>(`/api/admin/products/${encodeURIComponent(productId)}/regulation`, {
    method: 'PUT',
    body,
    silent: true,
  });
}
