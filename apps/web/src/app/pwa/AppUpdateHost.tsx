import { lazy, Suspense, useSyncExternalStore } from 'react';
import { withChunkReload } from '../../lib/chunk-reload';
import { hasUpdateWaiting, subscribeToUpdate } from './app-update';

// The snackbar's MUI parts are downloaded only when a new version is there to announce.
const AppUpdateSnackbar = lazy(withChunkReload(() => import('./AppUpdateSnackbar')));

/** Announces a new version of the app once its worker waits (app-update.ts). */
export function AppUpdateHost() {
  const waiting = useSyncExternalStore(subscribeToUpdate, hasUpdateWaiting, () => false);
  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <AppUpdateSnackbar />
    </Suspense>
  );
}
