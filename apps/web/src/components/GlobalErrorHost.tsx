import { lazy, Suspense } from 'react';
import { useGlobalError } from '../lib/global-error';

const GenericErrorDialog = lazy(() => import('./GenericErrorDialog'));

/** The global error component (requirements R2, R8): downloaded only the first time it opens. */
export function GlobalErrorHost() {
  const { open, message } = useGlobalError();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      {/* Any generic-error modal reloads the page on close; "Salir" leaves for the portfolio. */}
      <GenericErrorDialog
        open
        text={message ?? undefined}
        onRetry={() => window.location.reload()}
        onExit={() => window.location.assign('/portafolio')}
      />
    </Suspense>
  );
}
