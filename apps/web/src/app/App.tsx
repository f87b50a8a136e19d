import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { GlobalErrorHost } from '../components/GlobalErrorHost';
import { queryClient } from '../lib/query-client';
import { AppUpdateHost } from './pwa/AppUpdateHost';
import type { createAppRouter } from './router';
import { AppThemeProvider } from './theme';

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
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
