import type { ReinvestmentCalculation } from '@invierte/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface ReinvestmentAsk {
  fromProductId: string;
  toProductId: string;
  mode: 'quotas' | 'amount';
  value: string;
}

/**
 * GET /api/portfolio/movements/reinvestmentCalculation for a complete ask (null: nothing to ask yet);
 * the previous answer stays while the next one loads, so the figures do not flicker as one types.
 */
export function useReinvestmentCalculation(ask: ReinvestmentAsk | null) {
  const query = ask
    ? new URLSearchParams({
        fromProductId: ask.fromProductId,
        toProductId: ask.toProductId,
        [ask.mode]: ask.value,
      }).toString()
    : '';
  return useQuery({
    queryKey: ['reinvestment', 'calculation', query],
    queryFn: () =>
      apiRequest<ReinvestmentCalculation>(`/api/portfolio/movements/reinvestmentCalculation?${query}`, {
        silent: true,
      }),
    enabled: ask !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
