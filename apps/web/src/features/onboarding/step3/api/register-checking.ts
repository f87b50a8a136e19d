import type { CheckingRequest, CheckingResponse } from '@invierte/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

/** POST /api/onboarding/checking/register: the investor's declaration, accepted before the voucher is sent. */
export const registerChecking = (request: CheckingRequest) =>
  apiRequest<CheckingResponse>('/api/onboarding/checking/register', { method: 'POST', body: request });

export const useRegisterChecking = () => useMutation({ mutationFn: registerChecking });
