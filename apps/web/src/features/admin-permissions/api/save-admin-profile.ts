import { backOfficeEndpoints, type AdminProfileBody } from '@invierte/domain';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useRefreshAccess } from './use-refresh-access';

/** POST /api/admin/permissions/ProfileAdmin: creates a profile, or with `profileId` replaces it. */
export const saveAdminProfile = (body: AdminProfileBody) =>
  callEndpoint(backOfficeEndpoints.saveAdminProfile, { body });

export function useSaveAdminProfile() {
  const refresh = useRefreshAccess();
  return useMutation({ mutationFn: saveAdminProfile, onSuccess: refresh });
}
