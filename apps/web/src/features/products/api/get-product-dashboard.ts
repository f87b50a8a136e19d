import type { ProductDashboard } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/products/dashboard?product_id: latest quota value, its changes and the last 90 days. */
export const productDashboardQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['products', id, 'dashboard'],
    queryFn: () =>
      apiRequest<ProductDashboard>(`/api/products/dashboard?product_id=${encodeURIComponent(id)}`),
    staleTime: 60_000,
  });

export const useProductDashboard = (id: string) => useQuery(productDashboardQueryOptions(id));
