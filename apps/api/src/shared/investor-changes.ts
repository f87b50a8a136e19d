import { afterCommit } from '../db/after-commit.ts';
import type { Db } from '../db/client.ts';

type Listener = (userIds: readonly string[]) => void;
const listeners = new Set<Listener>();

/**
 * Announces that what some investors see of their money changed (a ledger posting, a rescue, an
 * alert), once the transaction `tx` commits. The investors' cached answers listen
 * (investor-answers.ts); a write that changes a portfolio answer and does not call this leaves a
 * stale answer for up to a minute, so the ledger, rescues and alerts call it where they write.
 */
export function investorsChanged(tx: Db, ...userIds: string[]): void {
  afterCommit(tx, () => {
    for (const listener of listeners) listener(userIds);
  });
}

/** Subscribes to `investorsChanged`; returns the unsubscribe. */
export function onInvestorsChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
