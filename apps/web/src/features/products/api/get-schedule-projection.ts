import type { ScheduleProductType, ScheduleProjection } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface LotKey {
  type: ScheduleProductType;
  productId: string;
  accountId: string;
  investmentId: string;
}

export const lotPath = (k: LotKey, call: 'projection' | 'detail') =>
  `/api/portfolio-${k.type}/${encodeURIComponent(k.productId)}/${encodeURIComponent(k.accountId)}/investments/${encodeURIComponent(k.investmentId)}/${call}`;

/** GET …/{accountId}/investments/{investmentId}/projection: every payment of one lot. */
export const scheduleProjectionQueryOptions = (k: LotKey) =>
  queryOptions({
    queryKey: ['portfolio-schedules', k.type, k.productId, k.accountId, k.investmentId, 'projection'],
    queryFn: () => apiRequest<ScheduleProjection>(lotPath(k, 'projection')),
  });

export const useScheduleProjection = (k: LotKey | null) =>
  useQuery({
    ...scheduleProjectionQueryOptions(k ?? { type: 'bono', productId: '', accountId: '', investmentId: '' }),
    enabled: k !== null,
  });
