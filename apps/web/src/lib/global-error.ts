import { useSyncExternalStore } from 'react';

/**
 * State of the global error component (requirements R2 generic error, R8 "400 and 500 show the global
 * error component"): closed, or open with the text to show (null: the generic copy). A tiny external
 * store so the API client's handlers can open it from outside React.
 */
export interface GlobalErrorState {
  open: boolean;
  /** The server's Spanish message of a 400 no screen showed in place; null for the generic text. */
  message: string | null;
}

const closed: GlobalErrorState = { open: false, message: null };
let state: GlobalErrorState = closed;
const listeners = new Set<() => void>();

function set(next: GlobalErrorState): void {
  if (state.open === next.open && state.message === next.message) return;
  state = next;
  for (const listener of listeners) listener();
}

/** Opens the global error component, with a message of the server's or the generic text. */
export const showGlobalError = (message?: string | null): void =>
  set({ open: true, message: message?.trim() || null });
export const hideGlobalError = (): void => set(closed);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useGlobalError(): GlobalErrorState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => closed,
  );
}
