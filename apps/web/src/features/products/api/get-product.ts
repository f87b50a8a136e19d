import type { ProductSummary } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/products/{id}: one product of the catalogue. */
export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['products', id],
    queryFn: () => apiRequest<ProductSummary>(`/api/products/${encodeURIComponent(id)}`),
    staleTime: 60_000,
  });

export const useProduct = (id: string) => useQuery(productQueryOptions(id));
