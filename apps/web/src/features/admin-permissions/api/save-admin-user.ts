import type { AdminUserBody, AdminUserView } from '@invierte/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshAccess } from './use-refresh-access';

/** POST /api/admin/permissions/UserAdmin: a new administrator (by e-mail) or another profile (by user id). */
export const saveAdminUser = (body: AdminUserBody) =>
  apiRequest<AdminUserView>('/api/admin/permissions/UserAdmin', { method: 'POST', body });

export function useSaveAdminUser() {
  const refresh = useRefreshAccess();
  return useMutation({ mutationFn: saveAdminUser, onSuccess: refresh });
}
