import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { identityEndpoints } from '@invierte/domain';
import { callEndpoint } from '../call-endpoint';
import { queryClient } from '../query-client';
import { clearLocalStorageOnLogout, clearSession, getRefreshToken, hasSession } from '../session';

/**
 * POST /api/auth/logout {refreshToken?}: the API ends the session the refresh token belongs to and the
 * one the bearer names (apiRequest sends the stored access token), so either alone is enough.
 */
export async function postLogout(refreshToken: string | null): Promise<void> {
  // The body is an object even without a refresh token: the route validates it as one.
  const body = refreshToken ? { refreshToken } : {};
  await callEndpoint(identityEndpoints.logout, { body, silent: true });
}

/** Forgets this device's session: tokens, personal local storage and every cached answer. */
export function endLocalSession(): void {
  clearSession();
  clearLocalStorageOnLogout();
  queryClient.clear();
}

/** Ends the session locally whatever the server says: the user asked to leave. */
export async function logout(): Promise<void> {
  const refreshToken = getRefreshToken();
  if (refreshToken || hasSession()) await postLogout(refreshToken).catch(() => undefined);
  endLocalSession();
}

export function useLogout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: () => navigate('/login', { replace: true }),
  });
}
