import { createBrowserRouter, createPath } from 'react-router';
import { setApiHandlers } from '../lib/api-client';
import { setNavigationTarget } from '../lib/chunk-reload';
import { hideGlobalError, showGlobalError } from '../lib/global-error';
import { rememberDeactivated, type DeactivatedState } from '../lib/login-notice';
import { queryClient } from '../lib/query-client';
import { storageKeys } from '../lib/storage-keys';
import { createAppRoutes } from './routes';

export const MAINTENANCE_PATH = '/maintenance';

/** The browser router, plus the navigation the API client asks for (requirements R8). */
export function createAppRouter() {
  const router = createBrowserRouter(createAppRoutes());
  const idle = () => router.state.navigation.state === 'idle';
  setNavigationTarget(() => {
    const { location } = router.state.navigation;
    return location && createPath(location);
  });

  setApiHandlers({
    maintenance: () => {
      if (router.state.location.pathname !== MAINTENANCE_PATH) void router.navigate(MAINTENANCE_PATH);
    },
    // The session is gone: re-run the guards, which send the user to /login only where it is needed
    // and remember the page. During a navigation the loader's own guard already does it.
    unauthorized: (error) => {
      queryClient.clear();
      // Disabled by the back office while signed in: the login page says so, with the way to support.
      if (error.code === 'SESSION_ACCOUNT_DISABLED') {
        rememberDeactivated(error.message);
        const state: DeactivatedState = { deactivated: error.message };
        void router.navigate('/login', { replace: true, state });
        return;
      }
      if (idle()) void router.revalidate();
    },
    serverError: () => showGlobalError(),
    // A 400 no screen showed in place: the global error component says what the server said.
    badRequest: showGlobalError,
    errorResponse: hideGlobalError,
  });

  // A login or logout in another tab changes the token: drop the cached user and re-run the guards.
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== storageKeys.token) return;
    queryClient.clear();
    if (idle()) void router.revalidate();
  });

  return router;
}
