import { catalogueEndpoints, type ProductType } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/** GET /api/products/{id}/detail/{type}: what the product's kind offers (terms, payments, risks). */
export const productDetailQueryOptions = (id: string, type: ProductType) =>
  queryOptions({
    queryKey: ['products', id, 'detail', type],
    queryFn: () => callEndpoint(catalogueEndpoints.getProductDetail, { params: { id, type } }),
    staleTime: 5 * 60_000,
  });

export const useProductDetail = (id: string, type: ProductType | undefined) =>
  useQuery({ ...productDetailQueryOptions(id, type ?? 'factoring'), enabled: type !== undefined });
