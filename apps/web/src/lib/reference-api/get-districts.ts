import { catalogueEndpoints } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../call-endpoint';

/** GET /api/onboarding/linking/district?id_province=: a province's districts. */
export const districtsQueryOptions = (province: string) =>
  queryOptions({
    queryKey: ['onboarding', 'districts', province],
    queryFn: () =>
      callEndpoint(catalogueEndpoints.listLinkingDistricts, { query: { id_province: province } }),
    staleTime: Infinity,
  });

export const useDistricts = (province: string) =>
  useQuery({ ...districtsQueryOptions(province), enabled: province !== '' });
