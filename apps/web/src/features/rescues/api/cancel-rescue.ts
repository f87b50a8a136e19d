import { portfolioEndpoints } from '@invierte/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { staleAfterRescue } from '../../../lib/portfolio-api/rescue-keys';

/** DELETE /api/rescues/{id}: withdraws a pending request; its quotas are available again. */
export const cancelRescue = (id: string) => callEndpoint(portfolioEndpoints.cancelRescue, { params: { id } });

export function useCancelRescue() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelRescue,
    onSuccess: () => {
      for (const queryKey of staleAfterRescue) void client.invalidateQueries({ queryKey });
    },
  });
}
