import type { LinkingParameters } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/** GET /api/onboarding/linking/list-parameters: the option lists the back office maintains. */
export const listParametersQueryOptions = () =>
  queryOptions({
    queryKey: ['onboarding', 'list-parameters'],
    queryFn: () => apiRequest<LinkingParameters>('/api/onboarding/linking/list-parameters'),
    staleTime: 30 * 60_000,
  });

export const useListParameters = () => useQuery(listParametersQueryOptions());
