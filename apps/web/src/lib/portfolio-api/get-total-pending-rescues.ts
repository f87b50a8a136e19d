import type { RescueTotals } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { rescueKeys } from './rescue-keys';

/** GET /api/rescues/total-pendings: how many requests wait and how much they pay, per currency. */
export const useTotalPendingRescues = () =>
  useQuery({
    queryKey: rescueKeys.totals,
    queryFn: () => apiRequest<RescueTotals>('/api/rescues/total-pendings'),
  });
