import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router/dom';
import { useGlobalErrorOpen } from '../lib/global-error';
import { queryClient } from '../lib/query-client';
import type { createAppRouter } from './router';
import { AppThemeProvider } from './theme';

const GenericErrorDialog = lazy(() => import('../components/GenericErrorDialog'));

/** The global error component (SPEC.md §2, §8): downloaded only the first time it opens. */
function GlobalErrorHost() {
  const open = useGlobalErrorOpen();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      {/* Any generic-error modal reloads the page on close; "Salir" leaves for the portfolio. */}
      <GenericErrorDialog
        open
        onRetry={() => window.location.reload()}
        onExit={() => window.location.assign('/portafolio')}
      />
    </Suspense>
  );
}

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        <RouterProvider router={router} />
        <GlobalErrorHost />
      </AppThemeProvider>
    </QueryClientProvider>
  );
}
