import { portfolioEndpoints, type ScheduleProductType } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/** GET /api/portfolio-{type}/{id}/investments: the caller's lots in a Bono or Mutuo, with their payments. */
export const scheduleInvestmentsQueryOptions = (type: ScheduleProductType, productId: string) =>
  queryOptions({
    queryKey: ['portfolio-schedules', type, productId],
    queryFn: () =>
      callEndpoint(portfolioEndpoints.listScheduleInvestments, { params: { type, id: productId } }),
  });

export const useScheduleInvestments = (type: ScheduleProductType, productId: string, enabled = true) =>
  useQuery({ ...scheduleInvestmentsQueryOptions(type, productId), enabled });
