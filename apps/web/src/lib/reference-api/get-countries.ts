import { catalogueEndpoints } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../call-endpoint';

/** GET /api/onboarding/linking/countries: Spanish names, Peru first. */
export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['onboarding', 'countries'],
    queryFn: () => callEndpoint(catalogueEndpoints.listLinkingCountries),
    staleTime: Infinity,
  });

export const useCountries = () => useQuery(countriesQueryOptions());
