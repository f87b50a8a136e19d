import { apiRequest } from '../../../lib/api-client';

/** PUT /api/admin/onboarding/support/{id}/cancel: support carries out the investor's cancellation. */
export const cancelBySupport = (id: string) =>
  apiRequest<{ _id: string; state: string; version: number }>(
    `/api/admin/onboarding/support/${encodeURIComponent(id)}/cancel`,
    {
      method: 'PUT',
      body: {},
    },
  );
