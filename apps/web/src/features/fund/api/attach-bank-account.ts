import type { AttachBankAccountBody, PayoutAccount } from '@invierte/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/customers/attach-bank-account: which account a fund's rescues and earnings go to. */
export const attachBankAccount = (body: AttachBankAccountBody) =>
  apiRequest<PayoutAccount>('/api/customers/attach-bank-account', { method: 'POST', body });

export function useAttachBankAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: attachBankAccount,
    onSuccess: () => void client.invalidateQueries({ queryKey: ['portfolio'] }),
  });
}
