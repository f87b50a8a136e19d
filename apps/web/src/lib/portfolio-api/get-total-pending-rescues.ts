import { portfolioEndpoints } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../call-endpoint';
import { rescueKeys } from './rescue-keys';

/** GET /api/rescues/total-pendings: how many requests wait and how much they pay, per currency. */
export const totalPendingRescuesQueryOptions = () =>
  queryOptions({
    queryKey: rescueKeys.totals,
    queryFn: () => callEndpoint(portfolioEndpoints.totalPendingRescues),
  });

export const useTotalPendingRescues = () => useQuery(totalPendingRescuesQueryOptions());
