import type { Db } from './client.ts';

/**
 * A prepared statement per database handle, made on first use. For the reads every first view of a
 * screen makes: prepared, a statement is parsed and planned once per connection instead of on every
 * call (planning was 40 % of the database's time in the portfolio's first views, docs/benchmarks.md),
 * and Drizzle does not build its SQL text again either. Only for a query whose text never changes:
 * optional filters go in a query of their own.
 */
export function preparedPerDb<P>(prepare: (db: Db) => P): (db: Db) => P {
  const byDb = new WeakMap<Db, P>();
  return (db) => {
    let prepared = byDb.get(db);
    if (!prepared) {
      prepared = prepare(db);
      byDb.set(db, prepared);
    }
    return prepared;
  };
}
