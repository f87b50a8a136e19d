import { portfolioEndpoints } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { lotParams, type LotKey } from './get-schedule-projection';

/** GET …/{accountId}/investments/{investmentId}/detail: one lot's terms, principal and totals. */
export const scheduleDetailQueryOptions = (k: LotKey) =>
  queryOptions({
    queryKey: ['portfolio-schedules', k.type, k.productId, k.accountId, k.investmentId, 'detail'],
    queryFn: () => callEndpoint(portfolioEndpoints.getScheduleDetail, { params: lotParams(k) }),
  });

export const useScheduleDetail = (k: LotKey | null) =>
  useQuery({
    ...scheduleDetailQueryOptions(k ?? { type: 'bono', productId: '', accountId: '', investmentId: '' }),
    enabled: k !== null,
  });
