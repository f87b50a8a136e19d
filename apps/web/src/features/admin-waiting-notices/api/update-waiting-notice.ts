import { customersEndpoints, type WaitingNoticeKey } from '@invierte/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { waitingNoticesKey } from '../../../lib/site-api/get-waiting-notices';
import { adminWaitingNoticesKey } from './list-waiting-notices';

/** PUT /api/admin/waiting-notices/{key}: the new text (the default's own text restores the default). */
export const updateWaitingNotice = (key: WaitingNoticeKey, text: string) =>
  callEndpoint(customersEndpoints.updateWaitingNotice, { params: { key }, body: { text }, silent: true });

export function useUpdateWaitingNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, text }: { key: WaitingNoticeKey; text: string }) => updateWaitingNotice(key, text),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminWaitingNoticesKey });
      void client.invalidateQueries({ queryKey: waitingNoticesKey });
    },
  });
}
