import type { MovementsPage } from '@invierte/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminPortfolioKey } from './keys';

export interface MovementFilters {
  type: '' | 'SUBSCRIPTION' | 'RESCUE' | 'REINVESTMENT' | 'TRANSFER';
  status: '' | 'APPROVED' | 'PENDING' | 'CANCELED' | 'REJECTED';
  from: string;
  to: string;
}

/** The filters as the query string both the list and the .xlsx take (empty ones left out). */
export function movementsQueryString(filters: MovementFilters, page?: number, pageSize?: number) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  if (page) query.set('page', String(page));
  if (pageSize) query.set('pageSize', String(pageSize));
  return query.toString();
}

/** GET /api/admin/portfolio/{userId}/movements: newest first, filtered, 10 a page. */
export const useInvestorMovements = (userId: string | null, filters: MovementFilters, page: number) =>
  useQuery({
    queryKey: [...adminPortfolioKey, userId, 'movements', filters, page],
    queryFn: () =>
      apiRequest<MovementsPage>(
        `/api/admin/portfolio/${encodeURIComponent(userId ?? '')}/movements?${movementsQueryString(filters, page, 10)}`,
      ),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });
