import { customersEndpoints } from '@invierte/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

/** DELETE /api/admin/documents/{id}: the investor no longer sees the document. */
export const removeDocument = (id: string) =>
  callEndpoint(customersEndpoints.removeInvestorDocument, { params: { id }, silent: true });
