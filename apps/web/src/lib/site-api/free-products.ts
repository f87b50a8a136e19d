import { catalogueEndpoints } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../call-endpoint';

/**
 * GET /api/products/free: the products anyone can see, with currency and minimum investment. In lib
 * because the landing page and the simulator (product ids for the lock check) both read it.
 */
export const fetchFreeProducts = () => callEndpoint(catalogueEndpoints.listFreeProducts);

export const freeProductsQueryOptions = () =>
  queryOptions({ queryKey: ['products', 'free'], queryFn: fetchFreeProducts, staleTime: 5 * 60_000 });

export const useFreeProducts = () => useQuery(freeProductsQueryOptions());
