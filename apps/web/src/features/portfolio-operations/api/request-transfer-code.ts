import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/otp/request {purpose: QUOTA_TRANSFER}: the code that confirms a transfer, by e-mail. */
export const requestTransferCode = () =>
  apiRequest<{ message: string; expiresInSeconds: number }>('/api/otp/request', {
    method: 'POST',
    body: { purpose: 'QUOTA_TRANSFER' },
  });

export const useRequestTransferCode = () => useMutation({ mutationFn: requestTransferCode });
