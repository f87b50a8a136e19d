import type { AdminProductList } from '@invierte/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminProductsKey } from './keys';

export const ADMIN_PRODUCTS_PAGE_SIZE = 20;

/** GET /api/admin/products/list?search&page&limit: products with their latest value and holders. */
export const useAdminProducts = (page: number, search: string) =>
  useQuery({
    queryKey: [...adminProductsKey, 'list', page, search],
    queryFn: () => {
      const query = new URLSearchParams({ page: String(page), limit: String(ADMIN_PRODUCTS_PAGE_SIZE) });
      if (search) query.set('search', search);
      return apiRequest<AdminProductList>(`/api/admin/products/list?${query}`);
    },
    placeholderData: keepPreviousData,
  });
