import { onboardingPartEndpoints, type OnboardingPart } from '@invierte/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { onboardingInfoKey, rememberProgress } from './get-onboarding-info';

export interface SavePartInput {
  onboardingId: string;
  part: OnboardingPart;
  values: unknown;
  /**
   * The onboarding's version this tab last read: the API refuses the save (409 ONBOARDING_CHANGED)
   * when another tab or device saved since, instead of overwriting what was saved there unseen.
   */
  version: number;
}

/** POST /api/onboarding/{id}/<path> of the part (the domain's `onboardingPartEndpoints`); answers the new info. */
export const saveOnboardingPart = ({ onboardingId, part, values, version }: SavePartInput) =>
  // The form's values are checked by the API against the part's schema, as they always were.
  callEndpoint(onboardingPartEndpoints[part], {
    params: { id: onboardingId },
    query: { version },
    body: values as never,
  }).then(rememberProgress);

/** The answer replaces the cached info, so the next screen reads the new context, percentage and version. */
export function useSaveOnboardingPart() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveOnboardingPart,
    onSuccess: (info, { onboardingId }) => client.setQueryData(onboardingInfoKey(onboardingId), info),
  });
}
