import { catalogueEndpoints } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/** GET /api/products/dashboard?product_id: latest quota value, its changes and the last 90 days. */
export const productDashboardQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['products', id, 'dashboard'],
    queryFn: () => callEndpoint(catalogueEndpoints.getProductDashboard, { query: { product_id: id } }),
    staleTime: 60_000,
  });

export const useProductDashboard = (id: string) => useQuery(productDashboardQueryOptions(id));
