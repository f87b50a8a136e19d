import type { RescueView } from '@invierte/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { staleAfterRescue } from '../../../lib/portfolio-api/rescue-keys';

/** DELETE /api/rescues/{id}: withdraws a pending request; its quotas are available again. */
export const cancelRescue = (id: string) =>
  apiRequest<RescueView>(`/api/rescues/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useCancelRescue() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelRescue,
    onSuccess: () => {
      for (const queryKey of staleAfterRescue) void client.invalidateQueries({ queryKey });
    },
  });
}
