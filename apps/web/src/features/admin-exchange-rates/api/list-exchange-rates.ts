import type { AdminExchangeRateList } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const exchangeRatesKey = ['admin', 'exchange-rates'] as const;

/** GET /api/admin/exchange-rates: the last 60 published days, newest first, and today in Lima. */
export const useExchangeRates = () =>
  useQuery({
    queryKey: exchangeRatesKey,
    queryFn: () => apiRequest<AdminExchangeRateList>('/api/admin/exchange-rates?limit=60'),
  });
