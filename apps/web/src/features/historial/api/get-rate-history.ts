import { catalogueEndpoints, type RateHistory } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';

export type RateHistorySeries = RateHistory[number];
export type RateHistoryMonth = RateHistorySeries['months'][number];

/** GET /api/products/rate-history: month-end quota values per product and currency (affluent only). */
export const fetchRateHistory = () => callEndpoint(catalogueEndpoints.getRateHistory);

export const rateHistoryQueryOptions = () =>
  queryOptions({ queryKey: ['products', 'rate-history'], queryFn: fetchRateHistory, staleTime: 10 * 60_000 });

export const useRateHistory = () => useQuery(rateHistoryQueryOptions());

/** The API answers 403 to customers who are not affluent (requirements R6). */
export const isNotAllowed = (error: unknown): boolean => error instanceof ApiError && error.status === 403;
