import { identityEndpoints, type LoginRequest, type UserProfile } from '@invierte/domain';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { startSession } from '../../../lib/session-api/start-session';

/** POST /api/auth/login {email, password}: answers with a session. */
export const postLogin = (body: LoginRequest) =>
  callEndpoint(identityEndpoints.login, { body, withFirebaseToken: true });

/** Login stores the session, then fetches the profile (requirements R4); resolves with the user. */
export const useLogin = () =>
  useMutation<UserProfile, Error, LoginRequest>({
    mutationFn: async (body) => startSession(await postLogin(body)),
  });
