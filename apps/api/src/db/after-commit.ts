import type { Db } from './client.ts';

/** Hooks waiting for the commit of the transaction they were registered in. */
const pending = new WeakMap<object, Array<() => void>>();

/**
 * Runs `hook` once the transaction `tx` has committed, and never if it rolls back; at once when `tx`
 * is the database itself (its statements commit as they run). For what must not be seen before the
 * data is: forgetting cached answers, so a read between the forgetting and the commit cannot put the
 * old answer back.
 */
export function afterCommit(tx: Db, hook: () => void): void {
  const hooks = pending.get(tx);
  if (hooks) hooks.push(hook);
  else hook();
}

/** Makes `db.transaction` run the `afterCommit` hooks of each of its transactions after it commits. */
export function withAfterCommit(db: Db): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (run, config) => {
    const hooks: Array<() => void> = [];
    const result = await transaction(async (tx) => {
      pending.set(tx, hooks);
      return run(tx);
    }, config);
    for (const hook of hooks) hook();
    return result;
  }) as Db['transaction'];
  return db;
}
