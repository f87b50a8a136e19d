import { apiRequest } from '../../../lib/api-client';

/** requirements R3 "Reject quota change response": where the onboarding continues. */
export interface QuotaChangeStep {
  stepOnboarding: 1 | 2 | 3 | null;
  step: string;
}

/**
 * PATCH /api/onboarding/{id}/approve-change-quota-value: the investor accepts the new quota value.
 * Silent: requirements R8 only logs a failed approval, the caller still continues.
 */
export const approveQuotaChange = (id: string) =>
  apiRequest<QuotaChangeStep>(`/api/onboarding/${encodeURIComponent(id)}/approve-change-quota-value`, {
    method: 'PATCH',
    silent: true,
  });
