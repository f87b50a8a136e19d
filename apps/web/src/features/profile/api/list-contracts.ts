import type { CustomerContract } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/user/contracts: each request's contract, annexes and signature certificate. */
export const contractsQueryOptions = () =>
  queryOptions({
    queryKey: ['customers', 'contracts'],
    queryFn: () => apiRequest<CustomerContract[]>('/api/user/contracts'),
  });

export const useContracts = () => useQuery(contractsQueryOptions());
