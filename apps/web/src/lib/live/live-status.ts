import { useSyncExternalStore } from 'react';

/** Whether the live channel is up: while it is, the alerts' minute polling is not needed. */
let connected = false;
const listeners = new Set<() => void>();

export function setLiveConnected(value: boolean): void {
  if (connected === value) return;
  connected = value;
  for (const listener of listeners) listener();
}

export function useLiveConnected(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => connected,
    () => false,
  );
}
