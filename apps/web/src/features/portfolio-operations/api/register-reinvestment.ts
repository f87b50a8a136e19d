import { portfolioEndpoints, type ReinvestmentRequestBody } from '@invierte/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { staleAfterRescue } from '../../../lib/portfolio-api/rescue-keys';

/** POST /api/portfolio/movements/registerReInvestment with the confirmation screen's Idempotency-Key. */
export const registerReinvestment = ({ body, key }: { body: ReinvestmentRequestBody; key: string }) =>
  callEndpoint(portfolioEndpoints.registerReinvestment, { body, idempotencyKey: key });

export function useRegisterReinvestment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: registerReinvestment,
    // Holdings, totals and what may still be rescued all moved.
    onSuccess: () => {
      for (const queryKey of staleAfterRescue) void client.invalidateQueries({ queryKey });
    },
  });
}
