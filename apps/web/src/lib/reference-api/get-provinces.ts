import type { UbigeoOption } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/** GET /api/onboarding/linking/province?id_deparment= (requirements R7 spelling): a department's provinces. */
export const provincesQueryOptions = (department: string) =>
  queryOptions({
    queryKey: ['onboarding', 'provinces', department],
    queryFn: () =>
      apiRequest<UbigeoOption[]>(
        `/api/onboarding/linking/province?id_deparment=${encodeURIComponent(department)}`,
      ),
    staleTime: Infinity,
  });

export const useProvinces = (department: string) =>
  useQuery({ ...provincesQueryOptions(department), enabled: department !== '' });
