import { customersEndpoints, type InvestorDocumentForm } from '@invierte/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

/** POST /api/admin/documents: multipart with the investor, type, fund, period or title, and the PDF. */
export function uploadDocument(input: InvestorDocumentForm & { userId: string; file: File }) {
  const body = new FormData();
  body.append('userId', input.userId);
  body.append('type', input.type);
  body.append('productId', input.productId);
  body.append('title', input.title);
  body.append('file', input.file);
  return callEndpoint(customersEndpoints.uploadInvestorDocument, { body, silent: true });
}
