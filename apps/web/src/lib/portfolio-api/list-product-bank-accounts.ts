import type { CustomerBankAccount } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/** GET /api/portfolio/{id}/bank-accounts: the caller's active accounts in the product's currency. */
export const useProductBankAccounts = (productId: string | null) =>
  useQuery({
    queryKey: ['portfolio', 'bank-accounts', productId],
    queryFn: () =>
      apiRequest<CustomerBankAccount[]>(
        `/api/portfolio/${encodeURIComponent(productId ?? '')}/bank-accounts`,
      ),
    enabled: productId !== null,
  });
