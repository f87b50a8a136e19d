import type { OnboardingStatusResponse } from '@invierte/domain';
import { apiRequest } from '../../../lib/api-client';
import { storageKeys } from '../../../lib/storage-keys';

/** PUT /api/onboarding/{id}: the investor cancels; requirements R4 resets progressPercentage to 0 on success. */
export async function cancelOnboarding(id: string): Promise<OnboardingStatusResponse> {
  const status = await apiRequest<OnboardingStatusResponse>(`/api/onboarding/${encodeURIComponent(id)}`, {
    method: 'PUT',
  });
  localStorage.setItem(storageKeys.progressPercentage, '0');
  return status;
}
