import { portfolioEndpoints, type RescueRequestBody } from '@invierte/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { staleAfterRescue } from '../../../lib/portfolio-api/rescue-keys';

/**
 * POST /api/rescues with an Idempotency-Key: the caller keeps one key per confirmation, so a retry
 * after a lost answer returns the same rescue instead of making a second one.
 */
export const requestRescue = ({ body, key }: { body: RescueRequestBody; key: string }) =>
  callEndpoint(portfolioEndpoints.requestRescue, { body, idempotencyKey: key });

export function useRequestRescue() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestRescue,
    onSuccess: () => {
      for (const queryKey of staleAfterRescue) void client.invalidateQueries({ queryKey });
    },
  });
}
