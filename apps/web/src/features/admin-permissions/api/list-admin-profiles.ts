import type { AdminProfileView } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminPermissionsKey } from './keys';

/** GET /api/admin/permissions/ProfileAdmin?roles=true: the admin profiles with their roles. */
export const useAdminProfiles = () =>
  useQuery({
    queryKey: [...adminPermissionsKey, 'profiles'],
    queryFn: () => apiRequest<AdminProfileView[]>('/api/admin/permissions/ProfileAdmin?roles=true'),
  });
