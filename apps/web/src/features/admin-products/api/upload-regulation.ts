import { backOfficeEndpoints } from '@invierte/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

/** PUT /api/admin/products/{id}/regulation: multipart with the regulation PDF (replaces the last). */
export function uploadRegulation(productId: string, file: File) {
  const body = new FormData();
  body.append('file', file);
  return callEndpoint(backOfficeEndpoints.uploadProductRegulation, {
    params: { id: productId },
    body,
    silent: true,
  });
}
