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

/**
 * The same for a query of a few shapes (which filters are present, the sort): one prepared statement
 * per shape and handle, named after the shape (a connection holds each name once). The values stay
 * placeholders, so a search's words never make a new statement. A named statement settles on a
 * generic plan after five calls, which knows neither the words nor the page's limit and offset; a
 * shape whose plan depends on them (a page read in order that stops after its rows) is built once
 * but sent unnamed (`planEachTime`), so PostgreSQL plans it with the values on every call
 * (docs/benchmarks.md: a generic plan sorted every participant for a page a walk reads in 0.5 ms).
 */
export function preparedPerShape<S, P>(
  name: string,
  keyOf: (shape: S) => string,
  prepare: (db: Db, shape: S, statementName: string) => P,
  planEachTime: (shape: S) => boolean = () => false,
): (db: Db, shape: S) => P {
  const byDb = new WeakMap<Db, Map<string, P>>();
  return (db, shape) => {
    let shapes = byDb.get(db);
    if (!shapes) byDb.set(db, (shapes = new Map()));
    const key = keyOf(shape);
    let prepared = shapes.get(key);
    if (!prepared) {
      // Drizzle sends a statement without a name as PostgreSQL's unnamed one.
      const statementName = planEachTime(shape) ? (undefined as unknown as string) : `${name}_${key}`;
      prepared = prepare(db, shape, statementName);
      shapes.set(key, prepared);
    }
    return prepared;
  };
}
