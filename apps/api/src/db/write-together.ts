import { sql, type SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/**
 * One write of a set sent together: an INSERT, UPDATE or DELETE without its RETURNING, how many rows
 * it must touch, and what to throw when it touches another number (decision 0021).
 */
export interface Write {
  name: string;
  statement: SQL;
  /** `'any'` for a conditional update whose count is not known beforehand (a profile that may already be right). */
  rows: number | 'any';
  refusal: () => Error;
  /** Told how many rows it touched, once the statement ran (before any refusal of the set). */
  touched?: (rows: number) => void;
  /** A write it reads from, named, with its own RETURNING (an insert whose new id it uses). */
  prelude?: { name: string; statement: SQL };
}

/** The one statement of a set: each write a data-modifying CTE, then how many rows each touched. */
function statementOf(writes: Write[], guarded: boolean): SQL {
  const name = (w: Write) => sql.identifier(w.name);
  const ctes = sql.join(
    writes.flatMap((w) => [
      ...(w.prelude ? [sql`${sql.identifier(w.prelude.name)} as (${w.prelude.statement})`] : []),
      sql`${name(w)} as (${w.statement} returning 1)`,
    ]),
    sql`, `,
  );
  const counts = writes.map((w) => sql`(select count(*) from ${name(w)})::int as ${name(w)}`);
  // A guard raises inside the statement (migration 0035's refuse_write) when its write missed its
  // count, so the whole statement fails and none of the writes stays.
  const guards = guarded
    ? writes.flatMap((w) =>
        w.rows === 'any'
          ? []
          : [sql`(select refuse_write(${w.name}) where (select count(*) from ${name(w)}) <> ${w.rows})`],
      )
    : [];
  return sql`with ${ctes} select ${sql.join([...counts, ...guards], sql`, `)}`;
}

/**
 * A set's text depends only on which writes it holds, not on their values (those are parameters), so
 * each text gets a statement name: PostgreSQL parses and plans it once per connection instead of on
 * every call (a step save's three-write statement was planned each time). Names are given to the
 * first texts only, so sets whose text grows with their rows (batches) cannot pile up statements on
 * every connection; later texts run unnamed, as before.
 */
const statementNames = new Map<string, string>();
const MOST_NAMED_SETS = 200;

function statementNameOf(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < MOST_NAMED_SETS) {
    name = `write_set_${statementNames.size + 1}`;
    statementNames.set(text, name);
  }
  return name;
}

type Query = ReturnType<PgDialect['sqlToQuery']>;

const queryOf = (db: Db, statement: SQL): Query =>
  (db._.session as unknown as { dialect: PgDialect }).dialect.sqlToQuery(statement);

/** Runs a set's query, with its placeholders' values if it has some, and checks each write's count. */
async function run(db: Db, writes: Write[], query: Query, values?: Record<string, unknown>): Promise<void> {
  let touched: Record<string, number> | undefined;
  try {
    // `db.execute` cannot name its statement; the session under it can (a transaction has its own).
    const result = await db._.session
      .prepareQuery(query, undefined, statementNameOf(query.sql), false)
      .execute(values);
    [touched] = (result as { rows: Array<Record<string, number>> }).rows;
  } catch (error) {
    const refused = refusedWrite(error);
    const write = refused === undefined ? undefined : writes.find((w) => w.name === refused);
    if (write) throw write.refusal();
    throw error;
  }
  for (const w of writes) w.touched?.(Number(touched?.[w.name]));
  for (const w of writes) if (w.rows !== 'any' && Number(touched?.[w.name]) !== w.rows) throw w.refusal();
}

/** The name of the write a guard refused, from either driver's error (drizzle wraps the cause). */
function refusedWrite(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (code === 'IV001' && typeof message === 'string') return /^write refused: (.+)$/.exec(message)?.[1];
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Runs several writes as one statement (each a data-modifying CTE), so an operation that writes five
 * tables pays one round trip instead of five. They all see the same snapshot and none sees another's
 * rows (but a prelude's RETURNING), so only independent writes belong together; foreign keys between
 * them hold, as those are checked at the end of the statement. Must run inside the caller's
 * transaction: a write that missed its count throws after the others have run, and only the rollback
 * undoes them.
 */
export async function writeTogether(db: Db, writes: Write[]): Promise<void> {
  if (writes.length) await run(db, writes, queryOf(db, statementOf(writes, false)));
}

/**
 * The same, all or nothing by itself: a write that missed its count fails the statement, so nothing
 * is written, with or without a transaction around it. An operation whose only write is this set
 * needs no transaction (its BEGIN and COMMIT are two round trips more). Inside a transaction, the
 * refusal leaves it aborted: the caller must let the error end it.
 */
export async function writeAllOrNothing(db: Db, writes: Write[]): Promise<void> {
  if (writes.length) await run(db, writes, queryOf(db, statementOf(writes, true)));
}

/**
 * A set that is always the same writes, only their values changing (a step save): its statement is
 * built once, with `sql.placeholder(name)` where the values go, and each call fills them in. Drizzle
 * building a set's SQL was a seventh of the API's time in a step save (docs/benchmarks.md). All or
 * nothing, as `writeAllOrNothing`; its writes (their refusals too) are fixed once, only the values
 * change.
 *
 * `gatedByFirst`: every later write inserts only for the rows the first one touched (it selects
 * from the first's CTE), so a miss of the first writes nothing at all and the statement needs no
 * guard: the refusal is thrown from the counts it returns, not raised by PostgreSQL — whose error
 * would also make node-postgres' pool close that connection and open another (a save from stale
 * kept facts, decision 0054).
 */
export function preparedWriteSet<V extends Record<string, unknown>>(
  writesOf: (db: Db) => Write[],
  options: { gatedByFirst?: boolean } = {},
): (db: Db, values: V) => Promise<void> {
  let built: { writes: Write[]; query: Query } | undefined;
  return (db, values) => {
    if (!built) {
      const writes = writesOf(db);
      built = { writes, query: queryOf(db, statementOf(writes, !options.gatedByFirst)) };
    }
    return run(db, built.writes, built.query, values);
  };
}
