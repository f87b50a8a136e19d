import type { OnboardingStatusResponse } from '@invierte/domain';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/onboarding/{id}/true: asks support to cancel (contract approved); it waits in WAITING_FOR_CANCEL. */
export const forceCancelOnboarding = (id: string) =>
  apiRequest<OnboardingStatusResponse>(`/api/onboarding/${encodeURIComponent(id)}/true`, { method: 'PUT' });
