import { catalogueEndpoints } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../call-endpoint';

/** GET /api/onboarding/linking/province?id_deparment= (requirements R7 spelling): a department's provinces. */
export const provincesQueryOptions = (department: string) =>
  queryOptions({
    queryKey: ['onboarding', 'provinces', department],
    queryFn: () =>
      callEndpoint(catalogueEndpoints.listLinkingProvinces, { query: { id_deparment: department } }),
    staleTime: Infinity,
  });

export const useProvinces = (department: string) =>
  useQuery({ ...provincesQueryOptions(department), enabled: department !== '' });
