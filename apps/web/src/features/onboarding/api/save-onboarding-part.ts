import { onboardingPartContracts, type OnboardingInfo, type OnboardingPart } from '@invierte/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { onboardingInfoKey, rememberProgress } from './get-onboarding-info';

export interface SavePartInput {
  onboardingId: string;
  part: OnboardingPart;
  values: unknown;
}

/** POST /api/onboarding/{id}/<path> of the part (the domain's `onboardingPartContracts`); answers the new info. */
export const saveOnboardingPart = ({ onboardingId, part, values }: SavePartInput) =>
  apiRequest<OnboardingInfo>(
    `/api/onboarding/${encodeURIComponent(onboardingId)}/${onboardingPartContracts[part].path}`,
    { method: 'POST', body: values },
  ).then(rememberProgress);

/** The answer replaces the cached info, so the next screen reads the new context and percentage. */
export function useSaveOnboardingPart() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveOnboardingPart,
    onSuccess: (info, { onboardingId }) => client.setQueryData(onboardingInfoKey(onboardingId), info),
  });
}
