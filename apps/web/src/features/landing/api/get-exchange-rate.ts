import type { ExchangeRate } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/exchange/international-exchange-rate: today's USD/PEN rate. */
export const fetchExchangeRate = () =>
  // silent: the rate is a side note of the landing page; without it the page just omits it.
  apiRequest<ExchangeRate>('/api/exchange/international-exchange-rate', { silent: true });

export const exchangeRateQueryOptions = () =>
  queryOptions({ queryKey: ['exchange', 'usd-pen'], queryFn: fetchExchangeRate, staleTime: 10 * 60_000 });

export const useExchangeRate = () => useQuery({ ...exchangeRateQueryOptions(), retry: false });
