import type { ScheduleInvestments, ScheduleProductType } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/portfolio-{type}/{id}/investments: the caller's lots in a Bono or Mutuo, with their payments. */
export const scheduleInvestmentsQueryOptions = (type: ScheduleProductType, productId: string) =>
  queryOptions({
    queryKey: ['portfolio-schedules', type, productId],
    queryFn: () =>
      apiRequest<ScheduleInvestments>(`/api/portfolio-${type}/${encodeURIComponent(productId)}/investments`),
  });

export const useScheduleInvestments = (type: ScheduleProductType, productId: string, enabled = true) =>
  useQuery({ ...scheduleInvestmentsQueryOptions(type, productId), enabled });
