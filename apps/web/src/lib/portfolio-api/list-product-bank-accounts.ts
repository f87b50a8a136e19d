import { portfolioEndpoints } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../call-endpoint';

/** GET /api/portfolio/{id}/bank-accounts: the caller's active accounts in the product's currency. */
export const useProductBankAccounts = (productId: string | null) =>
  useQuery({
    queryKey: ['portfolio', 'bank-accounts', productId],
    queryFn: () =>
      callEndpoint(portfolioEndpoints.listProductBankAccounts, { params: { id: productId ?? '' } }),
    enabled: productId !== null,
  });
