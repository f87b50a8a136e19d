import { catalogueEndpoints, type PostQuotaValueRequest } from '@invierte/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { quotaValueBoardKey } from '../../../lib/admin-api/get-quota-value-board';

/** POST /api/admin/products/{id}/quota-values: publishes (or corrects) a day's quota value. */
export const publishQuotaValue = ({ productId, body }: { productId: string; body: PostQuotaValueRequest }) =>
  callEndpoint(catalogueEndpoints.publishQuotaValue, { params: { id: productId }, body });

export function usePublishQuotaValue() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: publishQuotaValue,
    onSuccess: (_data, { productId }) => {
      void client.invalidateQueries({ queryKey: quotaValueBoardKey });
      void client.invalidateQueries({ queryKey: ['admin', 'quota-value-history', productId] });
      void client.invalidateQueries({ queryKey: ['admin', 'quota-value-day', productId] });
    },
  });
}
