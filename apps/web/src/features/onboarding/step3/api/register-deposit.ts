import { customersEndpoints, type DepositDetails } from '@invierte/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/call-endpoint';
import { depositKey } from './get-deposit';

export interface DepositSubmission extends DepositDetails {
  onboardingId: string;
  files: File[];
}

/**
 * POST /api/onboarding/deposit/register as multipart: the transfer's details and files[] in one go
 * (PENDING_DEPOSIT → IN_VERIFICATION).
 */
export function registerDeposit({ files, ...fields }: DepositSubmission) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const file of files) body.append('files[]', file, file.name);
  return callEndpoint(customersEndpoints.registerOnboardingDeposit, { body });
}

export function useRegisterDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerDeposit,
    onSuccess: (view) => {
      queryClient.setQueryData(depositKey(view.onboardingId), view);
      // The onboarding's state, percentage and pending status all moved.
      void queryClient.invalidateQueries({ queryKey: ['onboarding'] });
    },
  });
}
