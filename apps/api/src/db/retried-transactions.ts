import type { Db } from './client.ts';

/**
 * Thrown inside a transaction whose work must start over on fresh rows, e.g. when locking would have
 * to take a row out of the agreed order (see `ledgerRepository.lockAccounts`).
 */
export class StartOver extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'StartOver';
  }
}

/** PostgreSQL's deadlock_detected and serialization_failure: the transaction did nothing and may run again. */
const RETRYABLE_CODES = new Set(['40P01', '40001']);
export const MOST_ATTEMPTS = 4;

export function isRetryable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof StartOver) return true;
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && RETRYABLE_CODES.has(code)) return true;
  }
  return false;
}

/**
 * Makes `db.transaction` run its work again, from the start and on a new transaction, when the
 * database broke a deadlock by aborting it or the work asked to start over: a rolled-back attempt
 * left nothing behind, so the caller sees one answer instead of an error it could do nothing about.
 * A short random pause first keeps the same two transactions from meeting again at once.
 */
export function withRetriedTransactions(db: Db): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (run, config) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await transaction(run, config);
      } catch (error) {
        if (attempt >= MOST_ATTEMPTS || !isRetryable(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
      }
    }
  }) as Db['transaction'];
  return db;
}
