import { customersEndpoints } from '@invierte/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/call-endpoint';
import { onboardingInfoKey } from '../../api/get-onboarding-info';
import { signingKey } from './get-signing';

/** POST /api/onboarding/signing/send-contract: signs the contract with the e-mailed code. */
export const sendContract = (onboardingId: string, code: string) =>
  callEndpoint(customersEndpoints.signOnboardingContract, { body: { onboardingId, code } });

export function useSendContract(onboardingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => sendContract(onboardingId, code),
    onSuccess: async (view) => {
      queryClient.setQueryData(signingKey(onboardingId), view);
      await queryClient.invalidateQueries({ queryKey: onboardingInfoKey(onboardingId) });
    },
  });
}
