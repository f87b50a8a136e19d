import { customersEndpoints } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

export const dataRequestsKey = ['customers', 'data-requests'] as const;

/** GET /api/customers/data-requests: the customer's data-rights requests with their times. */
export const dataRequestsQueryOptions = () =>
  queryOptions({
    queryKey: dataRequestsKey,
    queryFn: () => callEndpoint(customersEndpoints.listMyDataRequests),
  });

export const useDataRequests = () => useQuery(dataRequestsQueryOptions());
