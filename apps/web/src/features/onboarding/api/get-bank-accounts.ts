import type { CustomerBankAccount } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/user/bankAccounts: the customer's saved accounts, offered on select-bank-account. */
export const savedBankAccountsQueryOptions = () =>
  queryOptions({
    queryKey: ['customers', 'bank-accounts'],
    queryFn: () => apiRequest<CustomerBankAccount[]>('/api/user/bankAccounts'),
  });

export const useSavedBankAccounts = () => useQuery(savedBankAccountsQueryOptions());
