import { customersEndpoints, type BankAccountRequest } from '@invierte/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/** POST /api/portfolio/{id}/register-bank-account: a new account in the fund's currency, chosen for it. */
export const registerProductBankAccount = ({
  productId,
  body,
}: {
  productId: string;
  body: BankAccountRequest;
}) => callEndpoint(customersEndpoints.registerPayoutAccount, { params: { id: productId }, body });

export function useRegisterProductBankAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: registerProductBankAccount,
    // The fund's account, the customer's accounts and the banner that asked for one all changed.
    onSuccess: () => {
      for (const queryKey of [['portfolio'], ['customers']]) void client.invalidateQueries({ queryKey });
    },
  });
}
