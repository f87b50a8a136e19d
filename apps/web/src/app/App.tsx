import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { GlobalErrorHost } from '../components/GlobalErrorHost';
import { queryClient } from '../lib/query-client';
import { getAccessToken, subscribeSession } from '../lib/session';
import { AppUpdateHost } from './pwa/AppUpdateHost';
import type { createAppRouter } from './router';
import { AppThemeProvider } from './theme';

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  // The live channel follows the session: open once signed in, closed on sign-out (decision 0030).
  // Its code loads only once there is a session: a signed-out page (/login, /) never needs it.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    const load = () => {
      if (stop || unmounted || !getAccessToken()) return;
      stop = () => {};
      void import('../lib/live/start-live').then(({ startLive }) => {
        if (!unmounted) stop = startLive();
      });
    };
    load();
    const unsubscribe = subscribeSession(load);
    return () => {
      unmounted = true;
      unsubscribe();
      stop?.();
    };
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        <RouterProvider router={router} />
        <GlobalErrorHost />
        <AppUpdateHost />
      </AppThemeProvider>
    </QueryClientProvider>
  );
}
