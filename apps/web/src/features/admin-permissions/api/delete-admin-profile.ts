import { backOfficeEndpoints } from '@invierte/domain';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useRefreshAccess } from './use-refresh-access';

/** DELETE /api/admin/permissions/ProfileAdmin?profile_id=: refused while someone holds it. */
export const deleteAdminProfile = (profileId: string) =>
  callEndpoint(backOfficeEndpoints.deleteAdminProfile, { query: { profile_id: profileId } });

export function useDeleteAdminProfile() {
  const refresh = useRefreshAccess();
  return useMutation({ mutationFn: deleteAdminProfile, onSuccess: refresh });
}
