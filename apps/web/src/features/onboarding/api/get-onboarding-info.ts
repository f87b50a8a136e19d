import { customersEndpoints, type OnboardingInfo } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { storageKeys } from '../../../lib/storage-keys';

export const onboardingInfoKey = (id: string) => ['onboarding', id, 'info'] as const;

/** requirements R3: the progress is also kept locally under `progressPercentage`. */
export function rememberProgress(info: OnboardingInfo): OnboardingInfo {
  localStorage.setItem(storageKeys.progressPercentage, String(info.percentage));
  return info;
}

/**
 * GET /api/onboarding/{id}/info: state, percentage, product, every saved part, this onboarding's
 * step-1 screens and where it resumes. The forms load from it, so another device sees the same data.
 */
export const fetchOnboardingInfo = (id: string) =>
  callEndpoint(customersEndpoints.getOnboardingInfo, { params: { id } }).then(rememberProgress);

export const onboardingInfoQueryOptions = (id: string) =>
  queryOptions({ queryKey: onboardingInfoKey(id), queryFn: () => fetchOnboardingInfo(id) });

export const useOnboardingInfo = (id: string) => useQuery(onboardingInfoQueryOptions(id));
