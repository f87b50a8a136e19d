import type { AdminProfileBody, AdminProfileView } from '@invierte/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshAccess } from './use-refresh-access';

/** POST /api/admin/permissions/ProfileAdmin: creates a profile, or with `profileId` replaces it. */
export const saveAdminProfile = (body: AdminProfileBody) =>
  apiRequest<AdminProfileView>('/api/admin/permissions/ProfileAdmin', { method: 'POST', body });

export function useSaveAdminProfile() {
  const refresh = useRefreshAccess();
  return useMutation({ mutationFn: saveAdminProfile, onSuccess: refresh });
}
