import { customersEndpoints } from '@invierte/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/call-endpoint';
import { signingKey } from './get-signing';

/** POST /api/onboarding/{id}/contracts: the investor read and accepts every listed document. */
export const acceptDocuments = (onboardingId: string, documentIds: string[]) =>
  callEndpoint(customersEndpoints.acceptOnboardingDocuments, {
    params: { id: onboardingId },
    body: { documentIds },
  });

export function useAcceptDocuments(onboardingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentIds: string[]) => acceptDocuments(onboardingId, documentIds),
    onSuccess: (view) => queryClient.setQueryData(signingKey(onboardingId), view),
  });
}
