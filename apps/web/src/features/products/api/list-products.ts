import type { ProductSummary } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/products/list: the catalogue a customer can invest in, with each latest quota value. */
export const productsQueryOptions = () =>
  queryOptions({
    queryKey: ['products', 'list'],
    queryFn: () => apiRequest<ProductSummary[]>('/api/products/list'),
    staleTime: 60_000,
  });

export const useProducts = () => useQuery(productsQueryOptions());
