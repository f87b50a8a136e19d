import { catalogueEndpoints } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/** GET /api/products/{id}: one product of the catalogue. */
export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['products', id],
    queryFn: () => callEndpoint(catalogueEndpoints.getProduct, { params: { id } }),
    staleTime: 60_000,
  });

export const useProduct = (id: string) => useQuery(productQueryOptions(id));
