import type { RescueTotals } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { rescueKeys } from './rescue-keys';

/** GET /api/rescues/total-pendings: how many requests wait and how much they pay, per currency. */
export const totalPendingRescuesQueryOptions = () =>
  queryOptions({
    queryKey: rescueKeys.totals,
    queryFn: () => apiRequest<RescueTotals>('/api/rescues/total-pendings'),
  });

export const useTotalPendingRescues = () => useQuery(totalPendingRescuesQueryOptions());
