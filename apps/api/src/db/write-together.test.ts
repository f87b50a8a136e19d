import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { rowsOf } from './rows-of.ts';
import { preparedWriteSet, writeAllOrNothing, writeTogether, type Write } from './write-together.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(sql`create table if not exists write_probe (name text primary key, n int not null)`);
  await t.db.execute(sql`create table if not exists write_probe_log (line text not null)`);
});
afterAll(async () => t?.close());

class Refused extends Error {}

/** Moves `name` from `from` to `to` (one row when it is there), beside a line in the log. */
const move = (name: string, from: number, to: number): Write[] => [
  {
    name: 'probe',
    statement: sql`update write_probe set n = ${to} where name = ${name} and n = ${from}`,
    rows: 1,
    refusal: () => new Refused(`${name} moved`),
  },
  {
    name: 'probe_log',
    statement: sql`insert into write_probe_log (line) values (${`${name} ${from}→${to}`})`,
    rows: 1,
    refusal: () => new Error('log not written'),
  },
];

const state = async (name: string) => {
  const [row] = rowsOf<{ n: number }>(
    await t.db.execute(sql`select n from write_probe where name = ${name}`),
  );
  const log = rowsOf<{ line: string }>(
    await t.db.execute(sql`select line from write_probe_log where line like ${`${name} %`} order by line`),
  );
  return { n: row?.n, log: log.map((l) => l.line) };
};

describe('writeAllOrNothing', () => {
  it('writes every write of the set in one statement when each touched its rows', async () => {
    await t.db.execute(sql`insert into write_probe values ('a', 1)`);
    await writeAllOrNothing(t.db, move('a', 1, 2));
    expect(await state('a')).toEqual({ n: 2, log: ['a 1→2'] });
  });

  it('without a transaction, a write that missed its count throws its refusal and nothing stays', async () => {
    await t.db.execute(sql`insert into write_probe values ('b', 5)`);
    await expect(writeAllOrNothing(t.db, move('b', 1, 2))).rejects.toThrow(new Refused('b moved'));
    // The log's insert ran in the same statement and went with it.
    expect(await state('b')).toEqual({ n: 5, log: [] });
  });

  it('inside a transaction, the refusal ends it and its earlier writes go too', async () => {
    await t.db.execute(sql`insert into write_probe values ('c', 1)`);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`insert into write_probe_log (line) values ('c earlier')`);
        await writeAllOrNothing(tx, move('c', 7, 8));
      }),
    ).rejects.toBeInstanceOf(Refused);
    expect(await state('c')).toEqual({ n: 1, log: [] });
  });

  it('an error that is no refusal reaches the caller as it was', async () => {
    await expect(
      writeAllOrNothing(t.db, [
        {
          name: 'probe',
          statement: sql`insert into write_probe values ('d', null)`,
          rows: 1,
          refusal: () => new Refused(),
        },
      ]),
    ).rejects.not.toBeInstanceOf(Refused);
    expect(await state('d')).toEqual({ n: undefined, log: [] });
  });
});

describe('a set sent again', () => {
  it.skipIf(!onPostgres)(
    'is parsed once per connection: its later calls, other values, reuse the statement',
    async () => {
      await t.db.execute(sql`insert into write_probe values ('f', 1)`);
      const prepared = await t.db.transaction(async (tx) => {
        await writeAllOrNothing(tx, move('f', 1, 2));
        await writeAllOrNothing(tx, move('f', 2, 3));
        return rowsOf<{ name: string }>(
          await tx.execute(
            sql`select name from pg_prepared_statements where statement like '%write_probe_log%' and statement like '%refuse_write%'`,
          ),
        );
      });
      expect(prepared).toHaveLength(1);
      expect(await state('f')).toEqual({ n: 3, log: ['f 1→2', 'f 2→3'] });
    },
  );

  it('refused and accepted in turn, each call answers for its own values', async () => {
    await t.db.execute(sql`insert into write_probe values ('g', 0)`);
    for (let n = 0; n < 6; n++) {
      await expect(writeAllOrNothing(t.db, move('g', n + 1, n + 2))).rejects.toThrow(new Refused('g moved'));
      await writeAllOrNothing(t.db, move('g', n, n + 1));
    }
    expect(await state('g')).toEqual({
      n: 6,
      log: ['g 0→1', 'g 1→2', 'g 2→3', 'g 3→4', 'g 4→5', 'g 5→6'],
    });
  });
});

describe('preparedWriteSet', () => {
  // `move` with placeholders: built once, each call fills in its own name and numbers.
  const movePrepared = preparedWriteSet<{ name: string; from: number; to: number; line: string }>(() => [
    {
      name: 'probe',
      statement: sql`update write_probe set n = ${sql.placeholder('to')} where name = ${sql.placeholder('name')} and n = ${sql.placeholder('from')}`,
      rows: 1,
      refusal: () => new Refused('moved'),
    },
    {
      name: 'probe_log',
      statement: sql`insert into write_probe_log (line) values (${sql.placeholder('line')})`,
      rows: 1,
      refusal: () => new Error('log not written'),
    },
  ]);
  const moveWith = (name: string, from: number, to: number) =>
    movePrepared(t.db, { name, from, to, line: `${name} ${from}→${to}` });

  it('fills each call in: the values of one call never reach another, a refusal writes nothing', async () => {
    await t.db.execute(sql`insert into write_probe values ('h', 1), ('i', 10)`);
    await moveWith('h', 1, 2);
    await expect(moveWith('i', 1, 2)).rejects.toThrow(new Refused('moved'));
    await moveWith('i', 10, 11);
    await moveWith('h', 2, 3);
    expect(await state('h')).toEqual({ n: 3, log: ['h 1→2', 'h 2→3'] });
    expect(await state('i')).toEqual({ n: 11, log: ['i 10→11'] });
  });
});

describe('writeTogether', () => {
  it('outside a transaction, a missed count throws after the others were written: why it needs one', async () => {
    await t.db.execute(sql`insert into write_probe values ('e', 5)`);
    await expect(writeTogether(t.db, move('e', 1, 2))).rejects.toBeInstanceOf(Refused);
    expect(await state('e')).toEqual({ n: 5, log: ['e 1→2'] });
  });
});
