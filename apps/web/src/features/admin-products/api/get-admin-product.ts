import { backOfficeEndpoints } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { adminProductKey } from './keys';

/** GET /api/admin/products/productById/{id}: the product as the back office edits it. */
export const useAdminProduct = (id: string) =>
  useQuery({
    queryKey: adminProductKey(id),
    queryFn: () => callEndpoint(backOfficeEndpoints.getAdminProduct, { params: { id } }),
  });
