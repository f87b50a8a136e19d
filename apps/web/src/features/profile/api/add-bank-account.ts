import { customersEndpoints, type BankAccountRequest } from '@invierte/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { customerBannersKey } from '../../../lib/portfolio-api/get-customer-banners';
import { customerProfileKey } from './get-customer-profile';
import { bankAccountsKey } from './list-bank-accounts';

/** POST /api/customers/bank-accounts. */
export const addBankAccount = (body: BankAccountRequest) =>
  callEndpoint(customersEndpoints.addCustomerBankAccount, { body });

export function useAddBankAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addBankAccount,
    onSuccess: () => {
      for (const queryKey of [bankAccountsKey, customerProfileKey, customerBannersKey])
        void client.invalidateQueries({ queryKey });
    },
  });
}
