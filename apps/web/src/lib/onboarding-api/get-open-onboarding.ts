import { customersEndpoints, type PendingOnboardingResponse } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../api-client';
import { callEndpoint } from '../call-endpoint';

/**
 * GET /api/onboarding/pending (no product): the user's onboarding in flight, or null when there is
 * none (the API answers 404). Silent: a banner must never open the error dialog. In lib because the
 * shell's banner and the onboarding's /deposit entry both read it.
 */
export async function getOpenOnboarding(): Promise<PendingOnboardingResponse | null> {
  try {
    return await callEndpoint(customersEndpoints.getPendingOnboarding, { silent: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const openOnboardingQueryOptions = () =>
  queryOptions({ queryKey: ['onboarding', 'open'], queryFn: getOpenOnboarding, staleTime: 30_000 });

export const useOpenOnboarding = (enabled = true) => useQuery({ ...openOnboardingQueryOptions(), enabled });
