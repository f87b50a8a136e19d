import { siteEndpoints } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/** GET /api/exchange/international-exchange-rate: today's USD/PEN rate. */
export const fetchExchangeRate = () =>
  // silent: the rate is a side note of the landing page; without it the page just omits it.
  callEndpoint(siteEndpoints.getExchangeRate, { silent: true });

export const exchangeRateQueryOptions = () =>
  queryOptions({ queryKey: ['exchange', 'usd-pen'], queryFn: fetchExchangeRate, staleTime: 10 * 60_000 });

export const useExchangeRate = () => useQuery({ ...exchangeRateQueryOptions(), retry: false });
