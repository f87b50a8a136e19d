import { portfolioEndpoints } from '@invierte/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/** GET /api/portfolio/{id}/transactions: the journal's operations on the caller's position, newest first. */
export const useFundTransactions = (productId: string | null, page: number) =>
  useQuery({
    queryKey: ['portfolio', 'transactions', productId, page],
    queryFn: () =>
      callEndpoint(portfolioEndpoints.listFundTransactions, {
        params: { id: productId ?? '' },
        query: { page, pageSize: 10 },
      }),
    enabled: productId !== null,
    placeholderData: keepPreviousData,
  });
