import { ledgerAccountCode, type LedgerAccountIdentity, type LedgerOperation } from '@invierte/domain';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows-of.ts';
import { StartOver } from '../../../db/retried-transactions.ts';
import { idempotencyKeys, ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../../db/schema.ts';

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type LedgerTransactionRow = typeof ledgerTransactions.$inferSelect;
export type NewLedgerEntry = typeof ledgerEntries.$inferInsert;
/** The advisory locks' first key naming Idempotency-Keys in flight (the two-key space, apart from the one-key locks). */
const IDEMPOTENCY_LOCKS = 1_482_113;

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/** Every Drizzle query of the ledger (docs/ledger.md). */
export const ledgerRepository = {
  /**
   * Locks the accounts of these identities in ascending id order (so two postings never wait on each
   * other in a cycle), opening the missing ones (concurrent openers end on the same row). One
   * statement when they all exist, which is nearly always. Needs a transaction that may start over
   * (`withRetriedTransactions`).
   */
  async lockAccounts(
    db: Db,
    identities: LedgerAccountIdentity[],
    /** 'existing': lock only the accounts there are (a caller that may refuse opens none, docs/ledger.md). */
    open: 'missing' | 'existing' = 'missing',
  ): Promise<LedgerAccountRow[]> {
    const rows = [...new Map(identities.map((a) => [ledgerAccountCode(a), a])).entries()].map(
      ([code, a]) => ({ ...a, code }),
    );
    const lock = () =>
      db
        .select()
        .from(ledgerAccounts)
        .where(
          inArray(
            ledgerAccounts.code,
            rows.map((r) => r.code),
          ),
        )
        .orderBy(asc(ledgerAccounts.id))
        .for('update');
    const locked = await lock();
    if (locked.length === rows.length || open === 'existing') return locked;
    const have = new Set(locked.map((a) => a.code));
    const opened = await db
      .insert(ledgerAccounts)
      .values(rows.filter((r) => !have.has(r.code)))
      .onConflictDoNothing({ target: ledgerAccounts.code })
      .returning();
    // Accounts this transaction opened are its own until it commits. One another transaction opened
    // after this one's lock began would now have to be locked out of id order, which can deadlock
    // with a transaction that locked it first: start over instead, when every account exists.
    if (locked.length + opened.length < rows.length)
      throw new StartOver('Another transaction opened one of these ledger accounts meanwhile.');
    return [...locked, ...opened].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  },

  /** New balances of locked accounts, each only at the version it was read at. */
  balancesWrite(
    balances: Array<{ id: string; posted: string; reserved: string; version: number }>,
    at: Date,
  ) {
    const values = sql.join(
      balances.map(
        (b) => sql`(${b.id}::uuid, ${b.posted}::numeric, ${b.reserved}::numeric, ${b.version}::int)`,
      ),
      sql`, `,
    );
    return sql`update ledger_accounts a
      set posted = v.posted, reserved = v.reserved, version = a.version + 1, updated_at = ${at.toISOString()}::timestamptz
      from (values ${values}) as v (id, posted, reserved, version)
      where a.id = v.id and a.version = v.version`;
  },

  transactionsWrite(transactions: LedgerTransactionRow[]) {
    const values = sql.join(
      transactions.map(
        (t) => sql`(${t.id}::uuid, ${t.kind}, ${t.reference}, ${t.reversesId}::uuid, ${t.actorUserId}::uuid,
          ${JSON.stringify(t.memo)}::jsonb, ${t.createdAt.toISOString()}::timestamptz)`,
      ),
      sql`, `,
    );
    return sql`insert into ledger_transactions (id, kind, reference, reverses_id, actor_user_id, memo, created_at)
      values ${values}`;
  },

  entriesWrite(entries: Array<Required<Omit<NewLedgerEntry, 'id'>>>) {
    const values = sql.join(
      entries.map(
        (
          e,
        ) => sql`(${e.transactionId}::uuid, ${e.accountId}::uuid, ${e.asset}, ${e.bucket}, ${e.amount}::numeric,
          ${e.balanceBefore}::numeric, ${e.balanceAfter}::numeric, ${e.line}::int, ${e.createdAt.toISOString()}::timestamptz)`,
      ),
      sql`, `,
    );
    return sql`insert into ledger_entries
      (transaction_id, account_id, asset, bucket, amount, balance_before, balance_after, line, created_at)
      values ${values}`;
  },

  async findTransaction(
    db: Db,
    kind: LedgerOperation,
    reference: string,
  ): Promise<LedgerTransactionRow | undefined> {
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

  /**
   * Transactions with an entry on an investor's cash in transit whose entries do not name exactly one
   * fund, the same through that investor's positions and through the fund banks.
   */
  async cashWithoutItsFund(db: Db) {
    const result = await db.execute(sql`
      with touched as (
        select e.transaction_id, a.kind, a.user_id, a.product_id
        from ledger_entries e join ledger_accounts a on a.id = e.account_id
        where a.kind in ('INVESTOR_CASH_IN_TRANSIT', 'POSITION', 'FUND_BANK')
      )
      select c.transaction_id
      from touched c
      left join touched p on p.transaction_id = c.transaction_id and p.kind = 'POSITION' and p.user_id = c.user_id
      left join touched b on b.transaction_id = c.transaction_id and b.kind = 'FUND_BANK'
      where c.kind = 'INVESTOR_CASH_IN_TRANSIT'
      group by c.transaction_id
      having count(distinct p.product_id) <> 1 or count(distinct b.product_id) <> 1
          or min(p.product_id::text) <> min(b.product_id::text)
      order by c.transaction_id`);
    return rowsOf<{ transaction_id: string }>(result);
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

  /**
   * Marks (caller, key) as in flight for this transaction, across every API process: a
   * transaction-scoped advisory lock in the database, released at commit or rollback (or when a crashed
   * process's connection closes, so a key is never blocked for good). Never waits: false when another
   * transaction holds it (docs/decisions/0024).
   */
  async claimIdempotencyKey(db: Db, callerId: string, key: string): Promise<boolean> {
    const result = await db.execute(
      sql`select pg_try_advisory_xact_lock(${IDEMPOTENCY_LOCKS}, hashtext(${`${callerId}|${key}`})) as claimed`,
    );
    return rowsOf<{ claimed: boolean }>(result)[0]?.claimed === true;
  },

  /** The stored uses of these (caller, key) pairs. */
  async findIdempotencyKeys(
    db: Db,
    pairs: Array<{ callerId: string; key: string }>,
  ): Promise<IdempotencyRow[]> {
    if (!pairs.length) return [];
    return db
      .select()
      .from(idempotencyKeys)
      .where(
        or(
          ...pairs.map((p) => and(eq(idempotencyKeys.callerId, p.callerId), eq(idempotencyKeys.key, p.key))),
        ),
      );
  },

  /**
   * Stores each key with its answer, or takes over the caller's expired use of it; writes nothing for
   * a key with a live use (a concurrent request with it committed first). One row per (caller, key).
   */
  idempotencyKeysWrite(rows: IdempotencyRow[]) {
    const values = sql.join(
      rows.map(
        (
          row,
        ) => sql`(${row.callerId}::uuid, ${row.key}, ${row.scope}, ${row.requestHash}, ${row.responseStatus}::int,
          ${JSON.stringify(row.response)}::jsonb, ${row.createdAt.toISOString()}::timestamptz,
          ${row.expiresAt.toISOString()}::timestamptz)`,
      ),
      sql`, `,
    );
    return sql`insert into idempotency_keys
        (caller_id, key, scope, request_hash, response_status, response, created_at, expires_at)
      values ${values}
      on conflict (caller_id, key) do update set scope = excluded.scope, request_hash = excluded.request_hash,
        response_status = excluded.response_status, response = excluded.response,
        created_at = excluded.created_at, expires_at = excluded.expires_at
      where idempotency_keys.expires_at < excluded.created_at`;
  },
};
