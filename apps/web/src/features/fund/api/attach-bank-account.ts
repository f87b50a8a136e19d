import { customersEndpoints, type AttachBankAccountBody } from '@invierte/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/** POST /api/customers/attach-bank-account: which account a fund's rescues and earnings go to. */
export const attachBankAccount = (body: AttachBankAccountBody) =>
  callEndpoint(customersEndpoints.attachPayoutAccount, { body });

export function useAttachBankAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: attachBankAccount,
    onSuccess: () => void client.invalidateQueries({ queryKey: ['portfolio'] }),
  });
}
