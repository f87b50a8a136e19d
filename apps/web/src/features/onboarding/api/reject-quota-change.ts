import { apiRequest } from '../../../lib/api-client';
import type { QuotaChangeStep } from './approve-quota-change';

/**
 * PATCH /api/onboarding/{id}/reject-change-quota-value: the investor keeps the amount; the quotas
 * follow the new value. Not silent: the quota-changed dialog shows the refusal's variant.
 */
export const rejectQuotaChange = (id: string) =>
  apiRequest<QuotaChangeStep>(`/api/onboarding/${encodeURIComponent(id)}/reject-change-quota-value`, {
    method: 'PATCH',
    silent: true,
  });
