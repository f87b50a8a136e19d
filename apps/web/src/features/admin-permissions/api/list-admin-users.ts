import { backOfficeEndpoints } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { adminPermissionsKey } from './keys';

/** GET /api/admin/permissions/UserAdmin: every administrator with their profile. */
export const useAdminUsers = () =>
  useQuery({
    queryKey: [...adminPermissionsKey, 'users'],
    queryFn: () => callEndpoint(backOfficeEndpoints.listAdminUsers),
  });
