import { customersEndpoints, type BankAccountStatusRequest } from '@invierte/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { customerBannersKey } from '../../../lib/portfolio-api/get-customer-banners';
import { customerProfileKey } from './get-customer-profile';
import { bankAccountsKey } from './list-bank-accounts';

/** PATCH /api/customers/bank-accounts/{id}: make it its currency's default, or remove it. */
export const changeBankAccountStatus = ({ id, body }: { id: string; body: BankAccountStatusRequest }) =>
  callEndpoint(customersEndpoints.changeCustomerBankAccountStatus, { params: { id }, body });

export function useChangeBankAccountStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeBankAccountStatus,
    onSuccess: () => {
      for (const queryKey of [bankAccountsKey, customerProfileKey, customerBannersKey])
        void client.invalidateQueries({ queryKey });
    },
  });
}
