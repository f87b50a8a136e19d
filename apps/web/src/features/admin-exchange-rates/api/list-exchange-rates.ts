import { catalogueEndpoints } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

export const exchangeRatesKey = ['admin', 'exchange-rates'] as const;

/** GET /api/admin/exchange-rates: the last 60 published days, newest first, and today in Lima. */
export const useExchangeRates = () =>
  useQuery({
    queryKey: exchangeRatesKey,
    queryFn: () => callEndpoint(catalogueEndpoints.listExchangeRates, { query: { limit: 60 } }),
  });
