import { backOfficeEndpoints } from '@invierte/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

/** POST /api/admin/mail/{id}/retry: queues a failed e-mail again; it is sent at once. */
export const retryMail = (id: string) =>
  callEndpoint(backOfficeEndpoints.retryMail, { params: { id }, silent: true });
