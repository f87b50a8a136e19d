import type { ProductDetail, ProductType } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/products/{id}/detail/{type}: what the product's kind offers (terms, payments, risks). */
export const productDetailQueryOptions = (id: string, type: ProductType) =>
  queryOptions({
    queryKey: ['products', id, 'detail', type],
    queryFn: () =>
      apiRequest<ProductDetail>(`/api/products/${encodeURIComponent(id)}/detail/${encodeURIComponent(type)}`),
    staleTime: 5 * 60_000,
  });

export const useProductDetail = (id: string, type: ProductType | undefined) =>
  useQuery({ ...productDetailQueryOptions(id, type ?? 'factoring'), enabled: type !== undefined });
