import type { SigningView } from '@invierte/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { onboardingInfoKey } from '../../api/get-onboarding-info';
import { signingKey } from './get-signing';

/** POST /api/onboarding/signing/send-contract: signs the contract with the e-mailed code. */
export const sendContract = (onboardingId: string, code: string) =>
  apiRequest<SigningView>('/api/onboarding/signing/send-contract', {
    method: 'POST',
    body: { onboardingId, code },
  });

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
