import { backOfficeEndpoints } from '@invierte/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { adminProductsKey } from './keys';

export const ADMIN_PRODUCTS_PAGE_SIZE = 20;

/** GET /api/admin/products/list?search&page&limit: products with their latest value and holders. */
export const useAdminProducts = (page: number, search: string) =>
  useQuery({
    queryKey: [...adminProductsKey, 'list', page, search],
    queryFn: () =>
      callEndpoint(backOfficeEndpoints.listAdminProducts, {
        query: { page, limit: ADMIN_PRODUCTS_PAGE_SIZE, search: search || undefined },
      }),
    placeholderData: keepPreviousData,
  });
