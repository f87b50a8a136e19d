import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customersEndpoints } from '@invierte/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import { profileMeKey } from '../../../lib/session-api/profile-me';

/** PUT /api/profile/avatar: multipart with the image in the field `avatar`. */
export function putAvatar(file: File) {
  const body = new FormData();
  body.append('avatar', file);
  return callEndpoint(customersEndpoints.uploadAvatar, { body });
}

/** The top bar and this page read the avatar from the profile: fetch it again after a change. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putAvatar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileMeKey }),
  });
}
