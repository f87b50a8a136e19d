import { customersEndpoints, type OnboardingStatusResponse } from '@invierte/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { storageKeys } from '../../../lib/storage-keys';

/** PUT /api/onboarding/{id}: the investor cancels; requirements R4 resets progressPercentage to 0 on success. */
export async function cancelOnboarding(id: string): Promise<OnboardingStatusResponse> {
  const status = await callEndpoint(customersEndpoints.cancelOnboarding, { params: { id } });
  localStorage.setItem(storageKeys.progressPercentage, '0');
  return status;
}
