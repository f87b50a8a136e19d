import { identityEndpoints, type UserProfile } from '@invierte/domain';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { startSession } from '../../../lib/session-api/start-session';

/** POST /api/auth/verify-email: empty body, the link's token as the bearer; answers with a session. */
export const postVerifyEmail = (token: string) =>
  callEndpoint(identityEndpoints.verifyEmail, { bearer: token });

export const useVerifyEmail = () =>
  useMutation<UserProfile, Error, string>({
    mutationFn: async (token) => startSession(await postVerifyEmail(token)),
  });
