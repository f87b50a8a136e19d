import { catalogueEndpoints } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

export interface ProductRegulation {
  productId: string;
  name: string;
  url: string | null;
}

/** GET /api/products/{id}/regulation: the fund's participation regulation document. */
export const productRegulationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['products', id, 'regulation'],
    queryFn: () => callEndpoint(catalogueEndpoints.getProductRegulation, { params: { id } }),
    staleTime: 10 * 60_000,
  });

export const useProductRegulation = (id: string) => useQuery(productRegulationQueryOptions(id));
