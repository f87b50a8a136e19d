import { portfolioEndpoints } from '@invierte/domain';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { callEndpoint, queryString } from '../../../lib/call-endpoint';
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
  const query = ask && {
    productId: ask.productId,
    ...(ask.mode === 'quotas' ? { quotas: ask.value } : { amount: ask.value }),
  };
  return useQuery({
    queryKey: rescueKeys.calculation(query ? queryString(query) : ''),
    queryFn: query
      ? () => callEndpoint(portfolioEndpoints.calculateRescue, { query, silent: true })
      : skipToken,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
