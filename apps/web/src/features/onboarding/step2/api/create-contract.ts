import type { SigningView } from '@invierte/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { signingKey } from './get-signing';

/** POST /api/onboarding/signing/create-contract: generates the contract and annexes from the saved data. */
export const createContract = (onboardingId: string) =>
  apiRequest<SigningView>('/api/onboarding/signing/create-contract', {
    method: 'POST',
    body: { onboardingId },
  });

export function useCreateContract(onboardingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createContract(onboardingId),
    onSuccess: (view) => queryClient.setQueryData(signingKey(onboardingId), view),
  });
}
