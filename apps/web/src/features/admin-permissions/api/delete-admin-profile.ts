import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshAccess } from './use-refresh-access';

/** DELETE /api/admin/permissions/ProfileAdmin?profile_id=: refused while someone holds it. */
export const deleteAdminProfile = (profileId: string) =>
  apiRequest<{ id: string }>(
    `/api/admin/permissions/ProfileAdmin?profile_id=${encodeURIComponent(profileId)}`,
    { method: 'DELETE' },
  );

export function useDeleteAdminProfile() {
  const refresh = useRefreshAccess();
  return useMutation({ mutationFn: deleteAdminProfile, onSuccess: refresh });
}
