import { backOfficeEndpoints, type Permission } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../call-endpoint';

/** GET /api/admin/users/me: the administrator's own record and the permissions the server grants. */
export const useAdminMe = () =>
  useQuery({
    queryKey: ['admin', 'me'],
    queryFn: () => callEndpoint(backOfficeEndpoints.getAdminMe),
    staleTime: 60_000,
  });

/**
 * Whether to show a button that needs `permission`. Only hides: the server checks every call. False
 * until the answer arrives, so nothing flashes on screen and then disappears.
 */
export function useCan(permission: Permission): boolean {
  const me = useAdminMe();
  return me.data?.permissions.includes(permission) ?? false;
}
