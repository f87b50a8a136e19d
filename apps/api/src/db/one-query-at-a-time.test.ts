import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from './client.ts';
import { QueryWhileBusyError } from './one-query-at-a-time.ts';

const url = process.env.TEST_DATABASE_URL;

/** The client the PostgreSQL test run connects through: it must refuse only what it is meant to. */
describe.skipIf(!url)('a connection that answers one query at a time (TEST_DATABASE_URL)', () => {
  let database: Database;
  const rowsOf = (result: unknown) => (result as { rows: Array<Record<string, unknown>> }).rows;
  /** The error as thrown and those it was caused by (Drizzle wraps the driver's). */
  const causes = (error: unknown): unknown[] =>
    error instanceof Error ? [error, ...causes(error.cause)] : [];

  beforeAll(() => {
    database = createDatabase({ databaseUrl: url, oneQueryAtATime: true, poolSize: 3 });
  });
  afterAll(() => database.close());

  it('fails a transaction that sends two queries side by side, and the transaction writes nothing', async () => {
    const { db } = database;
    // A name of its own: a table a failed run of this test left behind is never in the way.
    const probe = `one_query_probe_${randomBytes(4).toString('hex')}`;
    const failure = await db
      .transaction(async (tx) => {
        await tx.execute(sql.raw(`create table ${probe} (n int)`));
        await Promise.all([tx.execute(sql`select pg_sleep(0.05)`), tx.execute(sql`select 1`)]);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(
      causes(failure).some((e) => e instanceof QueryWhileBusyError),
      String(failure),
    ).toBe(true);
    const created = await db.execute(sql`select to_regclass(${probe}) as name`);
    expect(rowsOf(created)[0]?.name).toBeNull();
  });

  it('runs a transaction whose queries go one after another, and queries side by side outside one', async () => {
    const { db } = database;
    const sum = await db.transaction(async (tx) => {
      const first = rowsOf(await tx.execute(sql`select 1 as n`))[0]?.n as number;
      const second = rowsOf(await tx.execute(sql`select 2 as n`))[0]?.n as number;
      return first + second;
    });
    expect(sum).toBe(3);
    // Outside a transaction each query takes a connection of its own from the pool.
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(async (n) => rowsOf(await db.execute(sql`select ${n}::int as n`))[0]?.n),
    );
    expect(answers).toEqual([1, 2, 3, 4, 5]);
  });

  it('takes the next query once the one before failed', async () => {
    const next = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1 / 0`).catch(() => undefined);
        await tx.execute(sql`select 1`);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    // PostgreSQL's own answer to a query after a failed one in a transaction, not the client's refusal.
    expect(causes(next).some((e) => e instanceof QueryWhileBusyError)).toBe(false);
    expect(causes(next).map(String).join(' ')).toMatch(/current transaction is aborted/);
  });
});
