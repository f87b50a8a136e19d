import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/admin/documents/{id}: the investor no longer sees the document. */
export const removeDocument = (id: string) =>
  apiRequest<{ id: string }>(`/api/admin/documents/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    silent: true,
  });
