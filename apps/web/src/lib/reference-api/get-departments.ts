import type { UbigeoOption } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/** GET /api/onboarding/linking/departments?id_country=PER: Peru's departments. */
export const departmentsQueryOptions = () =>
  queryOptions({
    queryKey: ['onboarding', 'departments'],
    queryFn: () => apiRequest<UbigeoOption[]>('/api/onboarding/linking/departments?id_country=PER'),
    staleTime: Infinity,
  });

export const useDepartments = (enabled: boolean) => useQuery({ ...departmentsQueryOptions(), enabled });
