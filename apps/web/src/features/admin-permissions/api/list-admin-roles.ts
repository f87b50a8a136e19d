import type { AdminRoleView } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminPermissionsKey } from './keys';

/** GET /api/admin/permissions/RoleList: the roles with what each permission allows. */
export const useAdminRoles = () =>
  useQuery({
    queryKey: [...adminPermissionsKey, 'roles'],
    queryFn: () => apiRequest<AdminRoleView[]>('/api/admin/permissions/RoleList'),
    staleTime: 5 * 60_000,
  });
