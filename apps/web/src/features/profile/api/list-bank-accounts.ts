import { customersEndpoints } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

export const bankAccountsKey = ['customers', 'bank-accounts'] as const;

/** GET /api/user/bankAccounts: the customer's active accounts. */
export const bankAccountsQueryOptions = () =>
  queryOptions({
    queryKey: bankAccountsKey,
    queryFn: () => callEndpoint(customersEndpoints.listCustomerBankAccounts),
  });

export const useBankAccounts = () => useQuery(bankAccountsQueryOptions());
