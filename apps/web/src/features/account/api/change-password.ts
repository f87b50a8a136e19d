import { customersEndpoints, type UserProfile } from '@invierte/domain';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { startSession } from '../../../lib/session-api/start-session';

export interface ProfileChangePasswordBody {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

/** POST /api/profile/change-password: the API ends every session and answers with a new one. */
export const postProfileChangePassword = (body: ProfileChangePasswordBody) =>
  callEndpoint(customersEndpoints.changeOwnPassword, { body });

/** The new session is kept exactly like a login's, so this device stays logged in. */
export const useProfileChangePassword = () =>
  useMutation<UserProfile, Error, ProfileChangePasswordBody>({
    mutationFn: async (body) => startSession(await postProfileChangePassword(body)),
  });
