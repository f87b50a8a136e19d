import { customersEndpoints } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/** GET /api/user/contracts: each request's contract, annexes and signature certificate. */
export const contractsQueryOptions = () =>
  queryOptions({
    queryKey: ['customers', 'contracts'],
    queryFn: () => callEndpoint(customersEndpoints.listCustomerContracts),
  });

export const useContracts = () => useQuery(contractsQueryOptions());
