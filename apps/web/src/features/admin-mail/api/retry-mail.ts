import type { AdminMailItem } from '@invierte/domain';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/admin/mail/{id}/retry: queues a failed e-mail again; it is sent at once. */
export const retryMail = (id: string) =>
  apiRequest<AdminMailItem>(`/api/admin/mail/${encodeURIComponent(id)}/retry`, {
    method: 'POST',
    silent: true,
  });
