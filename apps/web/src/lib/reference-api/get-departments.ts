import { catalogueEndpoints } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../call-endpoint';

/** GET /api/onboarding/linking/departments?id_country=PER: Peru's departments. */
export const departmentsQueryOptions = () =>
  queryOptions({
    queryKey: ['onboarding', 'departments'],
    queryFn: () => callEndpoint(catalogueEndpoints.listLinkingDepartments, { query: { id_country: 'PER' } }),
    staleTime: Infinity,
  });

export const useDepartments = (enabled: boolean) => useQuery({ ...departmentsQueryOptions(), enabled });
