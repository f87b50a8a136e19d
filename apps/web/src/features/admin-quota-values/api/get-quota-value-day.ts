import { catalogueEndpoints } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

export const quotaValueDayKey = (productId: string, day: string) => [
  'admin',
  'quota-value-day',
  productId,
  day,
];

/**
 * GET /api/admin/products/{id}/quota-values/{date}: the value the day already has, the earlier one a
 * first publication is measured against, and the operations priced at the day's value.
 */
export const useQuotaValueDay = (productId: string, day: string) =>
  useQuery({
    queryKey: quotaValueDayKey(productId, day),
    queryFn: () =>
      callEndpoint(catalogueEndpoints.getQuotaValueDay, { params: { id: productId, date: day } }),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(day),
  });
