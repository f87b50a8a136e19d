import { customersEndpoints } from '@invierte/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/call-endpoint';
import { signingKey } from './get-signing';

/** POST /api/onboarding/signing/create-contract: generates the contract and annexes from the saved data. */
export const createContract = (onboardingId: string) =>
  callEndpoint(customersEndpoints.createOnboardingContract, { body: { onboardingId } });

export function useCreateContract(onboardingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createContract(onboardingId),
    onSuccess: (view) => queryClient.setQueryData(signingKey(onboardingId), view),
  });
}
