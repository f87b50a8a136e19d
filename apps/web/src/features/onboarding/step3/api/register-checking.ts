import { customersEndpoints, type CheckingRequest } from '@invierte/domain';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/call-endpoint';

/** POST /api/onboarding/checking/register: the investor's declaration, accepted before the voucher is sent. */
export const registerChecking = (request: CheckingRequest) =>
  callEndpoint(customersEndpoints.registerOnboardingChecking, { body: request });

export const useRegisterChecking = () => useMutation({ mutationFn: registerChecking });
