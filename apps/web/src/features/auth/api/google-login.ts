import { identityEndpoints, type UserProfile } from '@invierte/domain';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { startSession } from '../../../lib/session-api/start-session';

/** POST /api/auth/google/login {idToken}: the Google ID token for a session, like the local login. */
export const postGoogleLogin = (idToken: string) =>
  callEndpoint(identityEndpoints.googleLogin, { body: { idToken }, withFirebaseToken: true });

export const useGoogleLogin = () =>
  useMutation<UserProfile, Error, string>({
    mutationFn: async (idToken) => startSession(await postGoogleLogin(idToken)),
  });
