import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { afterCommit } from './after-commit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('afterCommit', () => {
  it('runs a transaction’s hooks once it has committed, when its writes are visible', async () => {
    await t.db.execute(sql`create table if not exists after_commit_probe (n int)`);
    const seen: number[] = [];
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`insert into after_commit_probe values (1)`);
      afterCommit(tx, () => seen.push(-1));
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual([-1]);
    const rows = await t.db.execute(sql`select count(*)::int as n from after_commit_probe`);
    expect(JSON.stringify(rows)).toContain('"n":1');
  });

  it('never runs them when the transaction rolls back, and at once outside a transaction', async () => {
    const seen: string[] = [];
    await expect(
      t.db.transaction(async (tx) => {
        afterCommit(tx, () => seen.push('rolled back'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(seen).toEqual([]);
    afterCommit(t.db, () => seen.push('no transaction'));
    expect(seen).toEqual(['no transaction']);
  });
});
