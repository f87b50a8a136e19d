import { catalogueEndpoints } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/** GET /api/products/{id}/charts: the charts the fund set for its page, in order. */
export const useProductCharts = (id: string) =>
  useQuery({
    queryKey: ['products', id, 'charts'],
    queryFn: () => callEndpoint(catalogueEndpoints.listProductCharts, { params: { id } }),
    staleTime: 60_000,
  });
