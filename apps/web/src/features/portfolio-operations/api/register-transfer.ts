import { portfolioEndpoints, type TransferRequestBody } from '@invierte/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { staleAfterRescue } from '../../../lib/portfolio-api/rescue-keys';

/** POST /api/portfolio/movements/registerTransfer with the confirmation screen's Idempotency-Key. */
export const registerTransfer = ({ body, key }: { body: TransferRequestBody; key: string }) =>
  callEndpoint(portfolioEndpoints.registerTransfer, { body, idempotencyKey: key });

export function useRegisterTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: registerTransfer,
    onSuccess: () => {
      for (const queryKey of staleAfterRescue) void client.invalidateQueries({ queryKey });
    },
  });
}
