import type { DistrictOption } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/** GET /api/onboarding/linking/district?id_province=: a province's districts. */
export const districtsQueryOptions = (province: string) =>
  queryOptions({
    queryKey: ['onboarding', 'districts', province],
    queryFn: () =>
      apiRequest<DistrictOption[]>(
        `/api/onboarding/linking/district?id_province=${encodeURIComponent(province)}`,
      ),
    staleTime: Infinity,
  });

export const useDistricts = (province: string) =>
  useQuery({ ...districtsQueryOptions(province), enabled: province !== '' });
