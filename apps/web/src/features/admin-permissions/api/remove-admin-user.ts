import { backOfficeEndpoints } from '@invierte/domain';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useRefreshAccess } from './use-refresh-access';

/** DELETE /api/admin/permissions/UserAdmin?user_id=: the person leaves the back office. */
export const removeAdminUser = (userId: string) =>
  callEndpoint(backOfficeEndpoints.removeAdminUser, { query: { user_id: userId } });

export function useRemoveAdminUser() {
  const refresh = useRefreshAccess();
  return useMutation({ mutationFn: removeAdminUser, onSuccess: refresh });
}
