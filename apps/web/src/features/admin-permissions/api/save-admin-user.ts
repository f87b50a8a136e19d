import { backOfficeEndpoints, type AdminUserBody } from '@invierte/domain';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useRefreshAccess } from './use-refresh-access';

/** POST /api/admin/permissions/UserAdmin: a new administrator (by e-mail) or another profile (by user id). */
export const saveAdminUser = (body: AdminUserBody) =>
  callEndpoint(backOfficeEndpoints.saveAdminUser, { body });

export function useSaveAdminUser() {
  const refresh = useRefreshAccess();
  return useMutation({ mutationFn: saveAdminUser, onSuccess: refresh });
}
