import type { LoginRequest, SessionResponse, UserProfile } from '@invierte/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { startSession } from '../../../lib/session-api/start-session';

/** POST /api/auth/login {email, password}: answers with a session. */
export const postLogin = (body: LoginRequest) =>
  apiRequest<SessionResponse>('/api/auth/login', { method: 'POST', body, withFirebaseToken: true });

/** Login stores the session, then fetches the profile (requirements R4); resolves with the user. */
export const useLogin = () =>
  useMutation<UserProfile, Error, LoginRequest>({
    mutationFn: async (body) => startSession(await postLogin(body)),
  });
