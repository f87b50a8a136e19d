import { backOfficeEndpoints } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { adminPermissionsKey } from './keys';

/** GET /api/admin/permissions/ProfileAdmin?roles=true: the admin profiles with their roles. */
export const useAdminProfiles = () =>
  useQuery({
    queryKey: [...adminPermissionsKey, 'profiles'],
    queryFn: () => callEndpoint(backOfficeEndpoints.listAdminProfiles, { query: { roles: 'true' } }),
  });
