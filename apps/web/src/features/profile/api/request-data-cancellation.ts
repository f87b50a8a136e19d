import type { CancellationRequest, DataRequest } from '@invierte/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dataRequestsKey } from './list-data-requests';

/** POST /api/customers/data-requests/cancellation. */
export const requestDataCancellation = (body: CancellationRequest) =>
  apiRequest<DataRequest>('/api/customers/data-requests/cancellation', { method: 'POST', body });

export function useRequestDataCancellation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestDataCancellation,
    onSuccess: () => client.invalidateQueries({ queryKey: dataRequestsKey }),
  });
}
