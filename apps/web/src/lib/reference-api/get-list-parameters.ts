import { catalogueEndpoints } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../call-endpoint';

/** GET /api/onboarding/linking/list-parameters: the option lists the back office maintains. */
export const listParametersQueryOptions = () =>
  queryOptions({
    queryKey: ['onboarding', 'list-parameters'],
    queryFn: () => callEndpoint(catalogueEndpoints.listLinkingParameters),
    staleTime: 30 * 60_000,
  });

export const useListParameters = () => useQuery(listParametersQueryOptions());
