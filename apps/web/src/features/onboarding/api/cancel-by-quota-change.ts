import type { OnboardingStatusResponse } from '@invierte/domain';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/onboarding/{id}/cancel-by-quota-value-change: the quota-changed dialog's CANCELAR SOLICITUD. */
export const cancelByQuotaChange = (id: string) =>
  apiRequest<OnboardingStatusResponse>(
    `/api/onboarding/${encodeURIComponent(id)}/cancel-by-quota-value-change`,
    { method: 'PUT', body: { onboardingId: id }, silent: true },
  );
