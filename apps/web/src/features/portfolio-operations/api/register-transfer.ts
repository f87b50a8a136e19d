import type { TransferRequestBody, TransferView } from '@invierte/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { staleAfterRescue } from '../../../lib/portfolio-api/rescue-keys';

/** POST /api/portfolio/movements/registerTransfer with the confirmation screen's Idempotency-Key. */
export const registerTransfer = ({ body, key }: { body: TransferRequestBody; key: string }) =>
  apiRequest<TransferView>('/api/portfolio/movements/registerTransfer', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': key },
  });

export function useRegisterTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: registerTransfer,
    onSuccess: () => {
      for (const queryKey of staleAfterRescue) void client.invalidateQueries({ queryKey });
    },
  });
}
