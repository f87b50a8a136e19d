import { afterCommit } from '../db/after-commit.ts';
import type { Db } from '../db/client.ts';

type Listener = (userIds: readonly string[]) => void;
const listeners = new Set<Listener>();

/**
 * Announces, once `tx` commits, that some users' rows changed in a write that has no AppContext at
 * hand (the ledger making a holder a PARTICIPE). The app's session cache listens and forgets their
 * sessions, as a use case does with `ctx.sessions.forgetUser` (decision 0018): the session check
 * answers with the user's row, profile included.
 */
export function userRowsChanged(tx: Db, ...userIds: string[]): void {
  if (!userIds.length) return;
  afterCommit(tx, () => {
    for (const listener of listeners) listener(userIds);
  });
}

/** Subscribes to `userRowsChanged`; returns the unsubscribe. */
export function onUserRowsChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
