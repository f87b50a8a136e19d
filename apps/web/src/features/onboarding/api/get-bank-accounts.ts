import { customersEndpoints } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/** GET /api/user/bankAccounts: the customer's saved accounts, offered on select-bank-account. */
export const savedBankAccountsQueryOptions = () =>
  queryOptions({
    queryKey: ['customers', 'bank-accounts'],
    queryFn: () => callEndpoint(customersEndpoints.listCustomerBankAccounts),
  });

export const useSavedBankAccounts = () => useQuery(savedBankAccountsQueryOptions());
