import type { ProductChart } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/products/{id}/charts: the charts the fund set for its page, in order. */
export const useProductCharts = (id: string) =>
  useQuery({
    queryKey: ['products', id, 'charts'],
    queryFn: () => apiRequest<ProductChart[]>(`/api/products/${encodeURIComponent(id)}/charts`),
    staleTime: 60_000,
  });
