import type { ReinvestmentRequestBody, ReinvestmentView } from '@invierte/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { staleAfterRescue } from '../../../lib/portfolio-api/rescue-keys';

/** POST /api/portfolio/movements/registerReInvestment with the confirmation screen's Idempotency-Key. */
export const registerReinvestment = ({ body, key }: { body: ReinvestmentRequestBody; key: string }) =>
  apiRequest<ReinvestmentView>('/api/portfolio/movements/registerReInvestment', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': key },
  });

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
