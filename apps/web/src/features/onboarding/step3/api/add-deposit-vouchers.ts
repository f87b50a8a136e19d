import { customersEndpoints } from '@invierte/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/call-endpoint';
import { depositKey } from './get-deposit';

/**
 * POST /api/onboarding/{id}/deposit as multipart: more vouchers for a deposit already registered and
 * being verified (onboardingId and files[]).
 */
export function addDepositVouchers({ onboardingId, files }: { onboardingId: string; files: File[] }) {
  const body = new FormData();
  body.append('onboardingId', onboardingId);
  for (const file of files) body.append('files[]', file, file.name);
  return callEndpoint(customersEndpoints.addOnboardingDepositVouchers, {
    params: { id: onboardingId },
    body,
  });
}

export function useAddDepositVouchers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDepositVouchers,
    onSuccess: (view) => queryClient.setQueryData(depositKey(view.onboardingId), view),
  });
}
