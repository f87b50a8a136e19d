import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

/** POST /api/otp/request with purpose CONTRACT_SIGNATURE: e-mails the code that signs the contract. */
export const requestSigningCode = () =>
  apiRequest<{ message: string; expiresInSeconds: number }>('/api/otp/request', {
    method: 'POST',
    body: { purpose: 'CONTRACT_SIGNATURE' },
  });

export const useRequestSigningCode = () => useMutation({ mutationFn: requestSigningCode });
