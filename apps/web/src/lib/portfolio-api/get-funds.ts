import type { PortfolioFund } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/** GET /api/portfolio/funds: the caller's holdings, valued at each product's latest quota value. */
export const fundsQueryOptions = () =>
  queryOptions({
    queryKey: ['portfolio', 'funds'],
    queryFn: () => apiRequest<PortfolioFund[]>('/api/portfolio/funds'),
  });

export const useFunds = () => useQuery(fundsQueryOptions());
