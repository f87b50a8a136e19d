import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages, type PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueViolation } from './errors.ts';
import { startPgliteThread, type PgliteThread } from './pglite-thread.ts';

/** The stand-in for PGlite that runs it in a worker thread: what Drizzle and the project rely on. */
describe('PGlite in a worker thread', () => {
  let db: PgliteThread;
  beforeAll(async () => {
    db = startPgliteThread();
    await db.exec('create table item (id int primary key, name text not null, at timestamptz)');
  });
  afterAll(() => db.close());

  it('runs queries with parameters in object and array row mode', async () => {
    await db.query('insert into item (id, name) values ($1, $2), ($3, $4)', [1, 'uno', 2, 'dos']);
    const objects = await db.query<{ id: number; name: string }>('select id, name from item order by id');
    expect(objects.rows).toEqual([
      { id: 1, name: 'uno' },
      { id: 2, name: 'dos' },
    ]);
    const arrays = await db.query('select id, name from item where id = $1', [2], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[2, 'dos']]);
    expect(arrays.fields.map((f) => f.name)).toEqual(['id', 'name']);
    await db.query('delete from item');
  });

  it('applies the caller’s parsers to the raw value, as PGlite does', async () => {
    const text = "'2026-01-02 03:04:05+00'::timestamptz";
    const raw = await db.query(`select ${text} as at`, [], { parsers: { 1184: (value) => value } });
    expect(raw.rows).toEqual([{ at: '2026-01-02 03:04:05+00' }]);
    const parsed = await db.query(`select ${text} as at, null::timestamptz as none`, [], {
      rowMode: 'array',
      parsers: { 1184: (value) => `parsed:${value}` },
    });
    expect(parsed.rows).toEqual([['parsed:2026-01-02 03:04:05+00', null]]);
    // Without parsers the worker's own (PGlite's defaults) apply.
    const dates = await db.query<{ at: Date }>(`select ${text} as at`);
    expect(dates.rows[0]?.at).toEqual(new Date('2026-01-02T03:04:05Z'));
  });

  it('runs several statements with exec', async () => {
    const results = await db.exec('select 1 as a; select 2 as b');
    expect(results.map((r) => r.rows)).toEqual([[{ a: 1 }], [{ b: 2 }]]);
  });

  it('keeps the code and constraint of a database error', async () => {
    await db.query('insert into item (id, name) values (1, $1)', ['uno']);
    const error = await db.query('insert into item (id, name) values (1, $1)', ['otro']).catch((e) => e);
    expect(error).toBeInstanceOf(messages.DatabaseError);
    expect(error).toMatchObject({ code: '23505', constraint: 'item_pkey', table: 'item', severity: 'ERROR' });
    expect(uniqueViolation(error)).toBe('item_pkey');
    await db.query('delete from item');
  });

  it('commits an interactive transaction, which reads its own writes', async () => {
    const count = await db.transaction(async (tx) => {
      await tx.query('insert into item (id, name) values (10, $1)', ['diez']);
      const seen = await tx.query<{ n: number }>('select count(*)::int as n from item');
      await tx.exec('update item set name = upper(name)');
      return seen.rows[0]?.n;
    });
    expect(count).toBe(1);
    expect((await db.query('select name from item')).rows).toEqual([{ name: 'DIEZ' }]);
    await db.query('delete from item');
  });

  it('rolls the whole transaction back when a statement fails', async () => {
    const error = await db
      .transaction(async (tx) => {
        await tx.query('insert into item (id, name) values (20, $1)', ['veinte']);
        await tx.query('insert into item (id, name) values (20, $1)', ['again']);
      })
      .catch((e) => e);
    expect(error).toMatchObject({ code: '23505' });
    expect((await db.query('select * from item')).rows).toEqual([]);
  });

  it('rolls back when the caller throws, and passes its error on', async () => {
    const failure = new Error('changed my mind');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into item (id, name) values (30, $1)', ['treinta']);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect((await db.query('select * from item')).rows).toEqual([]);
  });

  it('makes other statements wait while a transaction is open', async () => {
    const order: string[] = [];
    let outside: Promise<unknown> | undefined;
    await db.transaction(async (tx) => {
      await tx.query('insert into item (id, name) values (40, $1)', ['cuarenta']);
      outside = db.query<{ n: number }>('select count(*)::int as n from item').then((r) => {
        order.push('outside');
        return r.rows[0]?.n;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.query('update item set name = $1', ['CUARENTA']);
      order.push('transaction');
    });
    // The outside read ran after the commit and saw its row.
    expect(await outside).toBe(1);
    expect(order).toEqual(['transaction', 'outside']);
    await db.query('delete from item');
  });

  it('refuses statements on a finished transaction', async () => {
    let leaked: Parameters<Parameters<PgliteThread['transaction']>[0]>[0] | undefined;
    await db.transaction(async (tx) => {
      leaked = tx;
    });
    await expect(leaked?.query('select 1')).rejects.toThrow('Transaction is closed');
  });

  it('refuses a parameter that cannot cross threads, and goes on working', async () => {
    await expect(db.query('select $1::text', [() => 'no'])).rejects.toThrow();
    expect((await db.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('keeps the API thread free while a query runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const started = performance.now();
    await db.query('select pg_sleep(0.4)');
    clearInterval(timer);
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
    // In the same thread the timer could not fire at all until the query returned (0 ticks). Free,
    // it ticks up to 40 times; a few are enough proof, and a CPU shared with a whole CI run
    // (7 ticks seen at load 12) must not fail it.
    expect(ticks).toBeGreaterThanOrEqual(3);
  });

  it('serves Drizzle: migrations-style transactions, savepoints and unique violations', async () => {
    const orm = drizzle(db as unknown as PGlite);
    await orm.transaction(async (tx) => {
      await tx.execute(sql`insert into item (id, name) values (50, 'cincuenta')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into item (id, name) values (51, 'nested')`);
          throw new Error('undo the savepoint only');
        })
        .catch(() => undefined);
    });
    const rows = await orm.execute<{ id: number }>(sql`select id from item order by id`);
    expect(rows.rows).toEqual([{ id: 50 }]);
    const error = await orm.execute(sql`insert into item (id, name) values (50, 'x')`).catch((e) => e);
    expect(uniqueViolation(error)).toBe('item_pkey');
    await db.query('delete from item');
  });
});

describe('PGlite in a worker thread, closing', () => {
  it('lets statements of work still running finish before it closes', async () => {
    const db = startPgliteThread();
    const running = (async () => {
      await db.query('select pg_sleep(0.1)');
      await new Promise((resolve) => setTimeout(resolve, 20));
      return db.query<{ two: number }>('select 2 as two');
    })();
    await new Promise((resolve) => setTimeout(resolve, 10));
    await db.close();
    expect((await running).rows).toEqual([{ two: 2 }]);
    await expect(db.query('select 1')).rejects.toThrow('embedded database closed');
  });
});

describe('PGlite in a worker thread, on disk', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'invierte-pglite-thread-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('keeps committed data across close and reopen, and refuses work once closed', async () => {
    const first = startPgliteThread(dir);
    await first.exec("create table kept (v text); insert into kept values ('sí')");
    await first.close();
    await expect(first.query('select 1')).rejects.toThrow('embedded database closed');
    await first.close();

    const second = startPgliteThread(dir);
    expect((await second.query('select v from kept')).rows).toEqual([{ v: 'sí' }]);
    await second.close();
  });
});
