import type { CustomerBankAccount } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const bankAccountsKey = ['customers', 'bank-accounts'] as const;

/** GET /api/user/bankAccounts: the customer's active accounts. */
export const bankAccountsQueryOptions = () =>
  queryOptions({
    queryKey: bankAccountsKey,
    queryFn: () => apiRequest<CustomerBankAccount[]>('/api/user/bankAccounts'),
  });

export const useBankAccounts = () => useQuery(bankAccountsQueryOptions());
