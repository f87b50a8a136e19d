import type { CustomerContract } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/user/contracts: the contracts generated in the customer's requests. */
export const contractsQueryOptions = () =>
  queryOptions({
    queryKey: ['customers', 'contracts'],
    queryFn: () => apiRequest<CustomerContract[]>('/api/user/contracts'),
  });

export const useContracts = () => useQuery(contractsQueryOptions());
