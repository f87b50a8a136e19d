import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { identityEndpoints } from '@invierte/domain';
import { ApiError } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { showGlobalError } from '../../../lib/global-error';
import { loginNoticeState } from '../../../lib/login-notice';
import { endLocalSession } from '../../../lib/session-api/logout';

/** POST /api/auth/logout-all (bearer, no body): ends every session of the user, this one included. */
export const postLogoutAll = () => callEndpoint(identityEndpoints.logoutEverywhere);

/**
 * This device's session is over too, so it is forgotten exactly like a logout and the login page
 * shows the server's message ("Cerramos tu sesión en 2 dispositivos.").
 */
export function useLogoutAll() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: postLogoutAll,
    onSuccess: async ({ message }) => {
      endLocalSession();
      await navigate('/login', { replace: true, state: loginNoticeState(message) });
    },
    onError: (error) => {
      // A 401 already sent the user to log in and maintenance has its own page; the rest is an error.
      const handled =
        error instanceof ApiError && (error.kind === 'unauthorized' || error.kind === 'maintenance');
      if (!handled) showGlobalError();
    },
  });
}
