import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './rows-of.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * The journal's zero-sum rule is the database's too (migration 0024, decision 0026): raw SQL that
 * bypasses the TypeScript ledger (`planPosting`) cannot commit a journal transaction whose entries do
 * not sum to zero per asset and bucket, nor one without entries. Runs on PGlite, and on PostgreSQL
 * with TEST_DATABASE_URL.
 */
let t: TestApp;
const accounts = { penA: randomUUID(), penB: randomUUID(), usd: randomUUID() };

beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(
    sql.raw(`insert into ledger_accounts (id, code, kind, asset) values
      ('${accounts.penA}', 'test|FUND_BANK|PEN|a', 'FUND_BANK', 'PEN'),
      ('${accounts.penB}', 'test|FUND_BANK|PEN|b', 'FUND_BANK', 'PEN'),
      ('${accounts.usd}', 'test|FUND_BANK|USD|c', 'FUND_BANK', 'USD')`),
  );
});
afterAll(async () => t?.close());

interface Line {
  account: string;
  asset: string;
  bucket: 'POSTED' | 'RESERVED';
  amount: string;
}

const entry = (transactionId: string, line: number, l: Line) =>
  `insert into ledger_entries (transaction_id, account_id, asset, bucket, amount, balance_before, balance_after, line)
   values ('${transactionId}', '${l.account}', '${l.asset}', '${l.bucket}', ${l.amount}, 0, ${l.amount}, ${line})`;

/**
 * Commits one journal transaction written statement by statement in raw SQL, the header and then each
 * entry on its own (so the rule can only be checked at commit); 'committed' or the database's refusal.
 */
async function commitRaw(transactionId: string, lines: Line[]): Promise<string> {
  try {
    await t.db.transaction(async (tx) => {
      await tx.execute(
        sql.raw(`insert into ledger_transactions (id, kind, reference) values
          ('${transactionId}', 'SUBSCRIPTION', 'test:${transactionId}')`),
      );
      for (const [i, l] of lines.entries()) await tx.execute(sql.raw(entry(transactionId, i + 1, l)));
    });
    return 'committed';
  } catch (error) {
    const messages: string[] = [];
    for (let e: unknown = error; e instanceof Error; e = (e as { cause?: unknown }).cause)
      messages.push(e.message);
    return messages.join(' | ');
  }
}

const stored = async (transactionId: string) => {
  const [row] = rowsOf<{ transactions: number; entries: number }>(
    await t.db.execute(
      sql.raw(`select (select count(*) from ledger_transactions where id = '${transactionId}')::int as transactions,
        (select count(*) from ledger_entries where transaction_id = '${transactionId}')::int as entries`),
    ),
  );
  return row;
};

const pen = (account: string, amount: string, bucket: Line['bucket'] = 'POSTED'): Line => ({
  account,
  asset: 'PEN',
  bucket,
  amount,
});

describe('the database refuses a journal transaction that does not sum to zero', () => {
  it('accepts a balanced transaction whose entries arrive in separate statements', async () => {
    const id = randomUUID();
    expect(await commitRaw(id, [pen(accounts.penA, '5.25'), pen(accounts.penB, '-5.25')])).toBe('committed');
    expect(await stored(id)).toEqual({ transactions: 1, entries: 2 });
  });

  it.each([
    ['one entry alone', [pen(accounts.penA, '5')]],
    ['entries that leave a cent over', [pen(accounts.penA, '5.01'), pen(accounts.penB, '-5')]],
    [
      'a sum of zero across buckets only',
      [pen(accounts.penA, '5', 'POSTED'), pen(accounts.penB, '-5', 'RESERVED')],
    ],
    [
      'a sum of zero across assets only',
      [
        pen(accounts.penA, '5'),
        { account: accounts.usd, asset: 'USD', bucket: 'POSTED', amount: '-5' } as Line,
      ],
    ],
    [
      'a balanced asset beside an unbalanced one',
      [
        pen(accounts.penA, '3'),
        pen(accounts.penB, '-3'),
        { account: accounts.usd, asset: 'USD', bucket: 'POSTED', amount: '0.00000001' } as Line,
      ],
    ],
  ])('refuses %s at commit and keeps nothing', async (_case, lines) => {
    const id = randomUUID();
    expect(await commitRaw(id, lines)).toMatch(new RegExp(`ledger transaction ${id} does not sum to zero`));
    expect(await stored(id)).toEqual({ transactions: 0, entries: 0 });
  });

  it('refuses a journal transaction without entries', async () => {
    const id = randomUUID();
    expect(await commitRaw(id, [])).toMatch(new RegExp(`ledger transaction ${id} has no entries`));
    expect(await stored(id)).toEqual({ transactions: 0, entries: 0 });
  });

  it('refuses an entry added later to a committed balanced transaction', async () => {
    const id = randomUUID();
    expect(await commitRaw(id, [pen(accounts.penA, '2'), pen(accounts.penB, '-2')])).toBe('committed');
    let refusal = 'committed';
    try {
      await t.db.transaction(async (tx) => {
        await tx.execute(sql.raw(entry(id, 3, pen(accounts.penA, '1'))));
      });
    } catch (error) {
      refusal = String((error as Error).message) + String((error as { cause?: Error }).cause?.message);
    }
    expect(refusal).toMatch(/does not sum to zero/);
    expect(await stored(id)).toEqual({ transactions: 1, entries: 2 });
  });

  it('refuses a single autocommitted statement of unbalanced entries', async () => {
    const id = randomUUID();
    await expect(
      t.db.execute(
        sql.raw(`with h as (insert into ledger_transactions (id, kind, reference)
            values ('${id}', 'SUBSCRIPTION', 'test:${id}') returning id)
          insert into ledger_entries (transaction_id, account_id, asset, bucket, amount, balance_before, balance_after, line)
          select h.id, '${accounts.penA}', 'PEN', 'POSTED', 7, 0, 7, 1 from h`),
      ),
    ).rejects.toThrow();
    expect(await stored(id)).toEqual({ transactions: 0, entries: 0 });
  });
});
