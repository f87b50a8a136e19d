import { onboardingPartEndpoints, type OnboardingPart } from '@invierte/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { onboardingInfoKey, rememberProgress } from './get-onboarding-info';

export interface SavePartInput {
  onboardingId: string;
  part: OnboardingPart;
  values: unknown;
}

/** POST /api/onboarding/{id}/<path> of the part (the domain's `onboardingPartEndpoints`); answers the new info. */
export const saveOnboardingPart = ({ onboardingId, part, values }: SavePartInput) =>
  // The form's values are checked by the API against the part's schema, as they always were.
  callEndpoint(onboardingPartEndpoints[part], { params: { id: onboardingId }, body: values as never }).then(
    rememberProgress,
  );

/** The answer replaces the cached info, so the next screen reads the new context and percentage. */
export function useSaveOnboardingPart() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveOnboardingPart,
    onSuccess: (info, { onboardingId }) => client.setQueryData(onboardingInfoKey(onboardingId), info),
  });
}
