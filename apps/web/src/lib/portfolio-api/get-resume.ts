import { portfolioEndpoints, type CurrencyCode } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../call-endpoint';

/** GET /api/portfolio/resume/{currency}: the caller's total in one currency. */
export const resumeQueryOptions = (currency: CurrencyCode) =>
  queryOptions({
    queryKey: ['portfolio', 'resume', currency],
    queryFn: () => callEndpoint(portfolioEndpoints.getResume, { params: { currency } }),
  });

export const useResume = (currency: CurrencyCode) => useQuery(resumeQueryOptions(currency));
