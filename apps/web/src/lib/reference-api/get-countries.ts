import type { CountryOption } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/** GET /api/onboarding/linking/countries: Spanish names, Peru first. */
export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['onboarding', 'countries'],
    queryFn: () => apiRequest<CountryOption[]>('/api/onboarding/linking/countries'),
    staleTime: Infinity,
  });

export const useCountries = () => useQuery(countriesQueryOptions());
