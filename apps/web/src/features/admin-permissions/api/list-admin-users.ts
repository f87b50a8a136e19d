import type { AdminUserView } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminPermissionsKey } from './keys';

/** GET /api/admin/permissions/UserAdmin: every administrator with their profile. */
export const useAdminUsers = () =>
  useQuery({
    queryKey: [...adminPermissionsKey, 'users'],
    queryFn: () => apiRequest<AdminUserView[]>('/api/admin/permissions/UserAdmin'),
  });
