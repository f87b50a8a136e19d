import { ledgerAccountCode, type LedgerAccountIdentity } from '@invierte/domain';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idempotencyKeys, ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema.ts';

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type LedgerTransactionRow = typeof ledgerTransactions.$inferSelect;
export type NewLedgerEntry = typeof ledgerEntries.$inferInsert;
export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/** The rows of a raw query, whichever driver ran it. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Every Drizzle query of the ledger (docs/ledger.md). */
export const ledgerRepository = {
  /** The accounts' ids by code, creating the missing ones (concurrent creators end on the same row). */
  async ensureAccounts(db: Db, identities: LedgerAccountIdentity[]): Promise<Map<string, string>> {
    const rows = identities.map((a) => ({ ...a, code: ledgerAccountCode(a) }));
    await db.insert(ledgerAccounts).values(rows).onConflictDoNothing({ target: ledgerAccounts.code });
    const found = await db
      .select({ id: ledgerAccounts.id, code: ledgerAccounts.code })
      .from(ledgerAccounts)
      .where(
        inArray(
          ledgerAccounts.code,
          rows.map((r) => r.code),
        ),
      );
    return new Map(found.map((r) => [r.code, r.id]));
  },

  /** Locks the accounts in ascending id order, so two postings never wait on each other in a cycle. */
  async lockAccounts(db: Db, ids: string[]): Promise<LedgerAccountRow[]> {
    return db
      .select()
      .from(ledgerAccounts)
      .where(inArray(ledgerAccounts.id, [...new Set(ids)].sort()))
      .orderBy(asc(ledgerAccounts.id))
      .for('update');
  },

  /** Writes new balances; false when the version moved (cannot happen under the lock, checked anyway). */
  async updateBalance(
    db: Db,
    u: { id: string; posted: string; reserved: string; expectedVersion: number; at: Date },
  ): Promise<boolean> {
    const rows = await db
      .update(ledgerAccounts)
      .set({
        posted: u.posted,
        reserved: u.reserved,
        version: sql`${ledgerAccounts.version} + 1`,
        updatedAt: u.at,
      })
      .where(and(eq(ledgerAccounts.id, u.id), eq(ledgerAccounts.version, u.expectedVersion)))
      .returning({ id: ledgerAccounts.id });
    return rows.length === 1;
  },

  async insertTransaction(db: Db, t: typeof ledgerTransactions.$inferInsert): Promise<LedgerTransactionRow> {
    const [row] = await db.insert(ledgerTransactions).values(t).returning();
    if (!row) throw new Error('ledger transaction insert returned nothing');
    return row;
  },

  async insertEntries(db: Db, entries: NewLedgerEntry[]): Promise<void> {
    if (entries.length) await db.insert(ledgerEntries).values(entries);
  },

  async findTransaction(db: Db, kind: string, reference: string): Promise<LedgerTransactionRow | undefined> {
    const [row] = await db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.kind, kind), eq(ledgerTransactions.reference, reference)));
    return row;
  },

  async findTransactionById(db: Db, id: string): Promise<LedgerTransactionRow | undefined> {
    const [row] = await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.id, id));
    return row;
  },

  /** A transaction's entries in line order, with the kind of each entry's account. */
  async entriesOf(db: Db, transactionId: string) {
    return db
      .select({ kind: ledgerAccounts.kind, bucket: ledgerEntries.bucket, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(eq(ledgerEntries.transactionId, transactionId))
      .orderBy(asc(ledgerEntries.line));
  },

  async findPosition(db: Db, userId: string, productId: string): Promise<LedgerAccountRow | undefined> {
    const [row] = await db
      .select()
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.kind, 'POSITION'),
          eq(ledgerAccounts.userId, userId),
          eq(ledgerAccounts.productId, productId),
        ),
      );
    return row;
  },

  /** Accounts whose stored balances differ from the sum of their entries. */
  async accountsOffTheirEntries(db: Db) {
    const result = await db.execute(sql`
      select a.id, a.code, a.posted::text, a.reserved::text,
             coalesce(sum(e.amount) filter (where e.bucket = 'POSTED'), 0)::text as posted_sum,
             coalesce(sum(e.amount) filter (where e.bucket = 'RESERVED'), 0)::text as reserved_sum
      from ledger_accounts a left join ledger_entries e on e.account_id = a.id
      group by a.id
      having a.posted <> coalesce(sum(e.amount) filter (where e.bucket = 'POSTED'), 0)
          or a.reserved <> coalesce(sum(e.amount) filter (where e.bucket = 'RESERVED'), 0)
      order by a.code`);
    return rowsOf<{
      id: string;
      code: string;
      posted: string;
      reserved: string;
      posted_sum: string;
      reserved_sum: string;
    }>(result);
  },

  /** Journal transactions whose entries do not sum to zero for some asset and bucket. */
  async unbalancedTransactions(db: Db) {
    const result = await db.execute(sql`
      select transaction_id, asset, bucket, sum(amount)::text as total
      from ledger_entries group by transaction_id, asset, bucket having sum(amount) <> 0
      order by transaction_id, asset, bucket`);
    return rowsOf<{ transaction_id: string; asset: string; bucket: string; total: string }>(result);
  },

  async counts(db: Db): Promise<{ accounts: number; transactions: number; entries: number }> {
    const result = await db.execute(sql`
      select (select count(*) from ledger_accounts)::int as accounts,
             (select count(*) from ledger_transactions)::int as transactions,
             (select count(*) from ledger_entries)::int as entries`);
    return (
      rowsOf<{ accounts: number; transactions: number; entries: number }>(result)[0] ?? {
        accounts: 0,
        transactions: 0,
        entries: 0,
      }
    );
  },

  async findIdempotencyKey(
    db: Db,
    callerId: string,
    key: string,
    lock: boolean,
  ): Promise<IdempotencyRow | undefined> {
    const query = db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.callerId, callerId), eq(idempotencyKeys.key, key)));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  async insertIdempotencyKey(db: Db, row: typeof idempotencyKeys.$inferInsert): Promise<void> {
    await db.insert(idempotencyKeys).values(row);
  },

  /** Drops the caller's key when it has expired, so it can be used again. */
  async deleteExpiredIdempotencyKey(db: Db, callerId: string, key: string, now: Date): Promise<void> {
    await db
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.callerId, callerId),
          eq(idempotencyKeys.key, key),
          lt(idempotencyKeys.expiresAt, now),
        ),
      );
  },
};
