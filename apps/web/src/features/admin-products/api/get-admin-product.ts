import type { AdminProductDetail } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminProductKey } from './keys';

/** GET /api/admin/products/productById/{id}: the product as the back office edits it. */
export const useAdminProduct = (id: string) =>
  useQuery({
    queryKey: adminProductKey(id),
    queryFn: () =>
      apiRequest<AdminProductDetail>(`/api/admin/products/productById/${encodeURIComponent(id)}`),
  });
