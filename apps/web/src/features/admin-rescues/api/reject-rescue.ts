import type { RescueView } from '@invierte/domain';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/admin/rescues/{id}/reject with the reason the investor will read. */
export const rejectRescue = ({ id, reason, key }: { id: string; reason: string; key: string }) =>
  apiRequest<RescueView>(`/api/admin/rescues/${encodeURIComponent(id)}/reject`, {
    method: 'POST',
    body: { reason },
    headers: { 'Idempotency-Key': key },
  });
