import { useSyncExternalStore } from 'react';

/**
 * Open/closed state of the global error component (requirements R2 generic error, R8 "500 shows the global
 * error component"). A tiny external store so the API client's handlers can open it from outside React.
 */
let open = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export const showGlobalError = (): void => set(true);
export const hideGlobalError = (): void => set(false);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useGlobalErrorOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
