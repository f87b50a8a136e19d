import type { AdminUserView } from '@invierte/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshAccess } from './use-refresh-access';

/** DELETE /api/admin/permissions/UserAdmin?user_id=: the person leaves the back office. */
export const removeAdminUser = (userId: string) =>
  apiRequest<AdminUserView>(`/api/admin/permissions/UserAdmin?user_id=${encodeURIComponent(userId)}`, {
    method: 'DELETE',
  });

export function useRemoveAdminUser() {
  const refresh = useRefreshAccess();
  return useMutation({ mutationFn: removeAdminUser, onSuccess: refresh });
}
