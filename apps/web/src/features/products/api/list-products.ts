import { catalogueEndpoints } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/** GET /api/products/list: the catalogue a customer can invest in, with each latest quota value. */
export const productsQueryOptions = () =>
  queryOptions({
    queryKey: ['products', 'list'],
    queryFn: () => callEndpoint(catalogueEndpoints.listProducts),
    staleTime: 60_000,
  });

export const useProducts = () => useQuery(productsQueryOptions());
