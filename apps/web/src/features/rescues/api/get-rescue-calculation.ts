import type { RescueCalculation } from '@invierte/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { rescueKeys } from '../../../lib/portfolio-api/rescue-keys';

export interface RescueAsk {
  productId: string;
  mode: 'quotas' | 'amount';
  value: string;
}

/**
 * GET /api/portfolio/investments/rescueCalculation for a complete ask (null: nothing to ask yet). The
 * previous answer stays on screen while the next one loads, so the figures do not flicker as one types.
 */
export function useRescueCalculation(ask: RescueAsk | null) {
  const query = ask
    ? new URLSearchParams({ productId: ask.productId, [ask.mode]: ask.value }).toString()
    : '';
  return useQuery({
    queryKey: rescueKeys.calculation(query),
    queryFn: () =>
      apiRequest<RescueCalculation>(`/api/portfolio/investments/rescueCalculation?${query}`, {
        silent: true,
      }),
    enabled: ask !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
