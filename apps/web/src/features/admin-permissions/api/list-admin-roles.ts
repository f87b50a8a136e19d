import { backOfficeEndpoints } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { adminPermissionsKey } from './keys';

/** GET /api/admin/permissions/RoleList: the roles with what each permission allows. */
export const useAdminRoles = () =>
  useQuery({
    queryKey: [...adminPermissionsKey, 'roles'],
    queryFn: () => callEndpoint(backOfficeEndpoints.listAdminRoles),
    staleTime: 5 * 60_000,
  });
