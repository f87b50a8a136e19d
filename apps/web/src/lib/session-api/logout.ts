import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../api-client';
import { queryClient } from '../query-client';
import { clearLocalStorageOnLogout, clearSession, getRefreshToken } from '../session';

/** POST /api/auth/logout {refreshToken}: revokes the refresh token on the server. */
export async function postLogout(refreshToken: string): Promise<void> {
  await apiRequest('/api/auth/logout', { method: 'POST', body: { refreshToken }, silent: true });
}

/** Ends the session locally whatever the server says: the user asked to leave. */
export async function logout(): Promise<void> {
  const refreshToken = getRefreshToken();
  if (refreshToken) await postLogout(refreshToken).catch(() => undefined);
  clearSession();
  clearLocalStorageOnLogout();
  queryClient.clear();
}

export function useLogout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: () => navigate('/login', { replace: true }),
  });
}
