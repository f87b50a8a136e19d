import type { RescueView } from '@invierte/domain';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/admin/rescues/{id}/settle: operations paid it. The key is the caller's, kept per rescue
 * for the life of the dialog, so a retried batch never pays twice.
 */
export const settleRescue = ({ id, key }: { id: string; key: string }) =>
  apiRequest<RescueView>(`/api/admin/rescues/${encodeURIComponent(id)}/settle`, {
    method: 'POST',
    body: {},
    headers: { 'Idempotency-Key': key },
    silent: true,
  });
