import { catalogueEndpoints } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/** GET /api/admin/products/{id}/quota-values: the last 60 published days, newest first. */
export const useProductQuotaValues = (productId: string) =>
  useQuery({
    queryKey: ['admin', 'quota-value-history', productId],
    queryFn: () => callEndpoint(catalogueEndpoints.listQuotaValues, { params: { id: productId } }),
  });
