import { backOfficeEndpoints } from '@invierte/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { adminPortfolioKey } from './keys';

export interface MovementFilters {
  type: '' | 'SUBSCRIPTION' | 'RESCUE' | 'REINVESTMENT' | 'TRANSFER';
  status: '' | 'APPROVED' | 'PENDING' | 'CANCELED' | 'REJECTED';
  from: string;
  to: string;
}

/** The filters as the query both the list and the .xlsx take (empty ones left out). */
export function movementsQuery(filters: MovementFilters, page?: number, pageSize?: number) {
  return {
    type: filters.type || undefined,
    status: filters.status || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    page: page || undefined,
    pageSize: pageSize || undefined,
  };
}

/** GET /api/admin/portfolio/{userId}/movements: newest first, filtered, 10 a page. */
export const useInvestorMovements = (userId: string | null, filters: MovementFilters, page: number) =>
  useQuery({
    queryKey: [...adminPortfolioKey, userId, 'movements', filters, page],
    queryFn: () =>
      callEndpoint(backOfficeEndpoints.listInvestorMovements, {
        params: { userId: userId ?? '' },
        query: movementsQuery(filters, page, 10),
      }),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });
