import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface ProductRegulation {
  productId: string;
  name: string;
  url: string | null;
}

/** GET /api/products/{id}/regulation: the fund's participation regulation document. */
export const productRegulationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['products', id, 'regulation'],
    queryFn: () => apiRequest<ProductRegulation>(`/api/products/${encodeURIComponent(id)}/regulation`),
    staleTime: 10 * 60_000,
  });

export const useProductRegulation = (id: string) => useQuery(productRegulationQueryOptions(id));
