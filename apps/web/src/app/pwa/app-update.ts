/**
 * The service worker's registration and the "new version" state the page shows (AppUpdateHost).
 * A new worker installs in the background and waits; only the person's click on "Actualizar" lets it
 * take over and reloads the page, so nothing reloads on its own under an open form.
 */

type Listener = () => void;

let waiting: ServiceWorker | null = null;
const listeners = new Set<Listener>();

function setWaiting(worker: ServiceWorker | null) {
  if (waiting === worker) return;
  waiting = worker;
  for (const listener of listeners) listener();
}

export function subscribeToUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once a new version is installed and waits for the person to choose it. */
export const hasUpdateWaiting = (): boolean => waiting !== null;

/** Watches a registration for a new worker that finishes installing while this page has one. */
export function watchForUpdates(registration: ServiceWorkerRegistration, container: ServiceWorkerContainer) {
  // A first install is no update: the page had no worker, and there is nothing newer to announce.
  const track = (worker: ServiceWorker | null) => {
    if (!worker || !container.controller) return;
    if (worker.state === 'installed') setWaiting(worker);
    else
      worker.addEventListener('statechange', () => {
        if (worker.state === 'installed') setWaiting(worker);
      });
  };
  // A check may have started (or ended) before this page got here.
  track(registration.waiting);
  track(registration.installing);
  registration.addEventListener('updatefound', () => track(registration.installing));
}

/** The person chose "Actualizar": the waiting worker takes over, then this page (only this one) reloads. */
export function applyUpdate(
  container: ServiceWorkerContainer = navigator.serviceWorker,
  reload: () => void = () => window.location.reload(),
) {
  const worker = waiting;
  if (!worker) return;
  container.addEventListener('controllerchange', () => reload(), { once: true });
  worker.postMessage({ type: 'SKIP_WAITING' });
}

/** After the page has loaded and the main thread is idle: the worker adds nothing to the first view. */
function whenIdleAfterLoad(run: () => void) {
  const idle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(run, { timeout: 5_000 })
      : setTimeout(run, 1_000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * The hashed files this page has loaded so far: on a first visit they came before the worker, which
 * keeps them too (message KEEP_ASSETS), so the screens opened then also open without a network.
 */
function loadedAssets() {
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(`${window.location.origin}/assets/`));
  return { type: 'KEEP_ASSETS', urls };
}

/** Registers /sw.js (scope /) in a production build; checks for a new version when the tab comes back. */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  whenIdleAfterLoad(() => {
    container
      .register('/sw.js', { scope: '/' })
      .then((registration) => {
        watchForUpdates(registration, container);
        void container.ready.then((ready) => ready.active?.postMessage(loadedAssets()));
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState === 'visible') registration.update().catch(() => undefined);
        });
      })
      // No worker (private mode, blocked storage): the app works as a plain web page.
      .catch(() => undefined);
  });
}
