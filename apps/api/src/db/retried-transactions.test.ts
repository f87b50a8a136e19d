import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { ledgerRepository } from '../contexts/ledger/ledger/ledger.repository.ts';
import { afterCommit } from './after-commit.ts';
import { MOST_ATTEMPTS, StartOver } from './retried-transactions.ts';
import { products } from './schema.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

describe('transactions that start over', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  it('runs the work again after a deadlock, keeping only the last attempt’s writes and hooks', async () => {
    const hooks: number[] = [];
    let attempts = 0;
    const name = `retry-${Date.now()}`;
    const result = await t.db.transaction(async (tx) => {
      attempts++;
      await tx.execute(sql`create temporary table if not exists retried (name text, attempt int)`);
      await tx.execute(sql`insert into retried values (${name}, ${attempts})`);
      const attempt = attempts;
      afterCommit(tx, () => hooks.push(attempt));
      if (attempts < 3) throw deadlock();
      return 'hecho';
    });
    expect(result).toBe('hecho');
    expect(attempts).toBe(3);
    expect(hooks).toEqual([3]);
  });

  it('gives up after the last attempt and never repeats other errors', async () => {
    let attempts = 0;
    await expect(
      t.db.transaction(async () => {
        attempts++;
        throw new StartOver('otra vez');
      }),
    ).rejects.toThrow('otra vez');
    expect(attempts).toBe(MOST_ATTEMPTS);

    attempts = 0;
    await expect(
      t.db.transaction(async () => {
        attempts++;
        throw new Error('saldo insuficiente');
      }),
    ).rejects.toThrow('saldo insuficiente');
    expect(attempts).toBe(1);
  });

  // Two sessions are needed to make a lock wait: PostgreSQL only (PGlite runs one transaction at a time).
  it.skipIf(!onPostgres)(
    'starts over instead of locking an account another transaction opened meanwhile',
    async () => {
      const [product] = await t.db.select({ id: products.id }).from(products).limit(1);
      const held = { kind: 'FUND_BANK', asset: 'PEN', userId: null, productId: product!.id } as const;
      const opened = { kind: 'FUND_BANK', asset: 'USD', userId: null, productId: product!.id } as const;
      await t.db.transaction((tx) => ledgerRepository.lockAccounts(tx, [held]));

      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let firstHolds!: () => void;
      const holding = new Promise<void>((resolve) => (firstHolds = resolve));
      const first = t.db.transaction(async (tx) => {
        await ledgerRepository.lockAccounts(tx, [held, opened]);
        firstHolds();
        await gate;
      });
      await holding;

      let attempts = 0;
      const second = t.db.transaction(async (tx) => {
        attempts++;
        return ledgerRepository.lockAccounts(tx, [held, opened]);
      });
      // The second waits on the held account; the first then commits the account it opened.
      for (let i = 0; i < 200; i++) {
        const waiting = await t.db.execute(
          sql`select 1 from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
        );
        if ((waiting as unknown as { rows: unknown[] }).rows.length) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      release();
      await first;
      const locked = await second;

      expect(attempts).toBe(2);
      expect(locked.map((a) => a.asset).sort()).toEqual(['PEN', 'USD']);
      expect(locked.map((a) => a.id)).toEqual(locked.map((a) => a.id).sort());
    },
  );
});
