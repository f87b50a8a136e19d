import { customersEndpoints } from '@invierte/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/**
 * POST /api/admin/onboarding/approve (maker-checker): the first administrator prepares the priced
 * approval, a different one confirms it and the quotas are credited. One Idempotency-Key per dialog.
 */
export function useApproveOnboarding() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, key }: { id: string; key: string }) =>
      callEndpoint(customersEndpoints.approveOnboardingDeposit, {
        body: { idOnboarding: id },
        idempotencyKey: key,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
