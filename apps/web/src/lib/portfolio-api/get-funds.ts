import { portfolioEndpoints } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../call-endpoint';

/** GET /api/portfolio/funds: the caller's holdings, valued at each product's latest quota value. */
export const fundsQueryOptions = () =>
  queryOptions({
    queryKey: ['portfolio', 'funds'],
    queryFn: () => callEndpoint(portfolioEndpoints.listFunds),
  });

export const useFunds = () => useQuery(fundsQueryOptions());
