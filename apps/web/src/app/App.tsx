import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { GlobalErrorHost } from '../components/GlobalErrorHost';
import { startLive } from '../lib/live/start-live';
import { queryClient } from '../lib/query-client';
import { AppUpdateHost } from './pwa/AppUpdateHost';
import type { createAppRouter } from './router';
import { AppThemeProvider } from './theme';

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  // The live channel follows the session: open once signed in, closed on sign-out (decision 0030).
  useEffect(() => startLive(), []);
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
