import type { CurrencyCode, PortfolioResume } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/** GET /api/portfolio/resume/{currency}: the caller's total in one currency. */
export const resumeQueryOptions = (currency: CurrencyCode) =>
  queryOptions({
    queryKey: ['portfolio', 'resume', currency],
    queryFn: () => apiRequest<PortfolioResume>(`/api/portfolio/resume/${currency}`),
  });

export const useResume = (currency: CurrencyCode) => useQuery(resumeQueryOptions(currency));
