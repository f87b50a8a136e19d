import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/admin/products/{id}/quota-values: the last 60 published days, newest first. */
export const useProductQuotaValues = (productId: string) =>
  useQuery({
    queryKey: ['admin', 'quota-value-history', productId],
    queryFn: () =>
      apiRequest<Array<{ valueDate: string; value: string }>>(
        `/api/admin/products/${encodeURIComponent(productId)}/quota-values`,
      ),
  });
