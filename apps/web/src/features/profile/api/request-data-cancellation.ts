import { customersEndpoints, type CancellationRequest } from '@invierte/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { dataRequestsKey } from './list-data-requests';

/** POST /api/customers/data-requests/cancellation. */
export const requestDataCancellation = (body: CancellationRequest) =>
  callEndpoint(customersEndpoints.requestMyDataCancellation, { body });

export function useRequestDataCancellation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestDataCancellation,
    onSuccess: () => client.invalidateQueries({ queryKey: dataRequestsKey }),
  });
}
