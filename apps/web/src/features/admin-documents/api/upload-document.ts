import type { InvestorDocument, InvestorDocumentForm } from '@invierte/domain';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/admin/documents: multipart with the investor, type, fund, period or title, and the PDF. */
export function uploadDocument(input: InvestorDocumentForm & { userId: string; file: File }) {
  const body = new FormData();
  body.append('userId', input.userId);
  body.append('type', input.type);
  body.append('productId', input.productId);
  body.append('title', input.title);
  body.append('file', input.file);
  return apiRequest<InvestorDocument>('/api/admin/documents', { method: 'POST', body, silent: true });
}
