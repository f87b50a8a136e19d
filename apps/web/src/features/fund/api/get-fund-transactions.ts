import type { FundTransactionsPage } from '@invierte/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/portfolio/{id}/transactions: the journal's operations on the caller's position, newest first. */
export const useFundTransactions = (productId: string | null, page: number) =>
  useQuery({
    queryKey: ['portfolio', 'transactions', productId, page],
    queryFn: () =>
      apiRequest<FundTransactionsPage>(
        `/api/portfolio/${encodeURIComponent(productId ?? '')}/transactions?page=${page}&pageSize=10`,
      ),
    enabled: productId !== null,
    placeholderData: keepPreviousData,
  });
