import { portfolioEndpoints } from '@invierte/domain';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { callEndpoint, queryString } from '../../../lib/call-endpoint';

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
  const query = ask && {
    fromProductId: ask.fromProductId,
    toProductId: ask.toProductId,
    ...(ask.mode === 'quotas' ? { quotas: ask.value } : { amount: ask.value }),
  };
  return useQuery({
    queryKey: ['reinvestment', 'calculation', query ? queryString(query) : ''],
    queryFn: query
      ? () => callEndpoint(portfolioEndpoints.calculateReinvestment, { query, silent: true })
      : skipToken,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
