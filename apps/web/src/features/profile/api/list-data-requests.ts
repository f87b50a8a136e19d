import type { DataRequest } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const dataRequestsKey = ['customers', 'data-requests'] as const;

/** GET /api/customers/data-requests: the customer's data-rights requests with their times. */
export const dataRequestsQueryOptions = () =>
  queryOptions({
    queryKey: dataRequestsKey,
    queryFn: () => apiRequest<DataRequest[]>('/api/customers/data-requests'),
  });

export const useDataRequests = () => useQuery(dataRequestsQueryOptions());
