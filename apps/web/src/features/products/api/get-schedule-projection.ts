import { portfolioEndpoints, type ScheduleProductType } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

export interface LotKey {
  type: ScheduleProductType;
  productId: string;
  accountId: string;
  investmentId: string;
}

/** The path parameters of one lot's calls (projection and detail). */
export const lotParams = (k: LotKey) => ({
  type: k.type,
  id: k.productId,
  accountId: k.accountId,
  investmentId: k.investmentId,
});

/** GET …/{accountId}/investments/{investmentId}/projection: every payment of one lot. */
export const scheduleProjectionQueryOptions = (k: LotKey) =>
  queryOptions({
    queryKey: ['portfolio-schedules', k.type, k.productId, k.accountId, k.investmentId, 'projection'],
    queryFn: () => callEndpoint(portfolioEndpoints.getScheduleProjection, { params: lotParams(k) }),
  });

export const useScheduleProjection = (k: LotKey | null) =>
  useQuery({
    ...scheduleProjectionQueryOptions(k ?? { type: 'bono', productId: '', accountId: '', investmentId: '' }),
    enabled: k !== null,
  });
