import type { ScheduleDetail } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { lotPath, type LotKey } from './get-schedule-projection';

/** GET …/{accountId}/investments/{investmentId}/detail: one lot's terms, principal and totals. */
export const scheduleDetailQueryOptions = (k: LotKey) =>
  queryOptions({
    queryKey: ['portfolio-schedules', k.type, k.productId, k.accountId, k.investmentId, 'detail'],
    queryFn: () => apiRequest<ScheduleDetail>(lotPath(k, 'detail')),
  });

export const useScheduleDetail = (k: LotKey | null) =>
  useQuery({
    ...scheduleDetailQueryOptions(k ?? { type: 'bono', productId: '', accountId: '', investmentId: '' }),
    enabled: k !== null,
  });
