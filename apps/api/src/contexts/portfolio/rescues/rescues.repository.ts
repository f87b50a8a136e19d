import type { RescueStatus } from '@invierte/domain';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { preparedPerDb } from '../../../db/prepared.ts';
import { rowsOf } from '../../../db/rows-of.ts';
import type { Write } from '../../../db/write-together.ts';
import {
  customerBankAccounts,
  parameters,
  products,
  repurchaseQuarters,
  rescues,
  users,
} from '../../../db/schema.ts';
import { investorsChanged } from '../../../shared/investor-changes.ts';

export type RescueRow = typeof rescues.$inferSelect;
/** The administrator who paid or rejected a rescue (the investor is `users` itself). */
const resolver = alias(users, 'resolver');
export type QuarterRow = typeof repurchaseQuarters.$inferSelect;

/** A rescue with what its answer shows: the product's name and the bank account paid. */
const withNames = {
  rescue: rescues,
  productName: products.name,
  bank: customerBankAccounts.bank,
  accountNumber: customerBankAccounts.accountNumber,
};
export type RescueWithNames = { rescue: RescueRow; productName: string; bank: string; accountNumber: string };

// Every first view of /portafolio counts the pending requests: prepared once per connection.
const pendingRescues = preparedPerDb((db) =>
  db
    .select(withNames)
    .from(rescues)
    .innerJoin(products, eq(products.id, rescues.productId))
    .innerJoin(customerBankAccounts, eq(customerBankAccounts.id, rescues.bankAccountId))
    .where(and(eq(rescues.userId, sql.placeholder('userId')), eq(rescues.status, 'PENDING')))
    .orderBy(asc(rescues.requestedAt))
    .prepare('investor_pending_rescues'),
);

/** Every query of rescues and the fund's quarterly repurchase counter (docs/business-rules.md). */
export const rescuesRepository = {
  /**
   * Quotas of the fund in circulation at an instant: the fund's issued units (negative, the investors'
   * positions seen from the fund) summed over the entries written before it.
   */
  async fundUnitsAt(db: Db, productId: string, at: Date): Promise<string> {
    const result = await db.execute(sql`
      select coalesce(-sum(e.amount), 0)::text as units
      from ledger_entries e join ledger_accounts a on a.id = e.account_id
      where a.kind = 'FUND_ISSUED_UNITS' and a.product_id = ${productId}
        and e.bucket = 'POSTED' and e.created_at < ${at.toISOString()}`);
    return rowsOf<{ units: string }>(result)[0]?.units ?? '0';
  },

  async findQuarter(db: Db, productId: string, quarter: string): Promise<QuarterRow | undefined> {
    const [row] = await db
      .select()
      .from(repurchaseQuarters)
      .where(and(eq(repurchaseQuarters.productId, productId), eq(repurchaseQuarters.quarter, quarter)));
    return row;
  },

  /**
   * Opens the quarter's counter if it is not there (concurrent openers end on one row); `ours` when
   * this call made it.
   */
  async openQuarter(
    db: Db,
    open: { productId: string; quarter: string; capitalUnits: string; capUnits: string; at: Date },
  ): Promise<{ row: QuarterRow; ours: boolean }> {
    const [inserted] = await db
      .insert(repurchaseQuarters)
      .values({ ...open, createdAt: open.at, updatedAt: open.at })
      .onConflictDoNothing()
      .returning();
    if (inserted) return { row: inserted, ours: true };
    const row = await this.findQuarter(db, open.productId, open.quarter);
    if (!row) throw new Error(`repurchase quarter ${open.quarter} of ${open.productId} missing`);
    return { row, ours: false };
  },

  /** Locks these quarters' counters (opened before), in product order. */
  async lockQuarters(db: Db, keys: Array<{ productId: string; quarter: string }>): Promise<QuarterRow[]> {
    return db
      .select()
      .from(repurchaseQuarters)
      .where(
        or(
          ...keys.map((k) =>
            and(eq(repurchaseQuarters.productId, k.productId), eq(repurchaseQuarters.quarter, k.quarter)),
          ),
        ),
      )
      .orderBy(asc(repurchaseQuarters.productId), asc(repurchaseQuarters.quarter))
      .for('update');
  },

  /**
   * Counts units against quarters' caps, each only while they fit. Where the counter was not locked
   * before, its row is taken by this write, the last of the operation, so one fund's requests wait on
   * each other only for their commit.
   */
  requestedWrite(
    raises: Array<{ productId: string; quarter: string; units: string }>,
    at: Date,
    refusal: () => Error,
  ): Write {
    const values = sql.join(
      raises.map((r) => sql`(${r.productId}::uuid, ${r.quarter}, ${r.units}::numeric)`),
      sql`, `,
    );
    return {
      name: 'quarters_requested',
      statement: sql`update repurchase_quarters q
        set requested_units = q.requested_units + v.units, version = q.version + 1,
            updated_at = ${at.toISOString()}::timestamptz
        from (values ${values}) as v (product_id, quarter, units)
        where q.product_id = v.product_id and q.quarter = v.quarter and q.requested_units + v.units <= q.cap_units`,
      rows: raises.length,
      refusal,
    };
  },

  /** Gives back units of a request that did not go ahead (cancelled or rejected). */
  async giveBack(db: Db, key: { productId: string; quarter: string }, units: string, at: Date) {
    const updated = await db
      .update(repurchaseQuarters)
      .set({
        requestedUnits: sql`${repurchaseQuarters.requestedUnits} - ${units}::numeric`,
        version: sql`${repurchaseQuarters.version} + 1`,
        updatedAt: at,
      })
      .where(
        and(eq(repurchaseQuarters.productId, key.productId), eq(repurchaseQuarters.quarter, key.quarter)),
      )
      .returning({ version: repurchaseQuarters.version });
    return updated.length === 1;
  },

  /** Active bank accounts by id, with their owner and their bank's name. */
  async payoutAccounts(db: Db, ids: string[]) {
    return db
      .select({
        id: customerBankAccounts.id,
        userId: customerBankAccounts.userId,
        currency: customerBankAccounts.currency,
        accountNumber: customerBankAccounts.accountNumber,
        bankName: sql<string>`coalesce(${parameters.text}, ${customerBankAccounts.bank})`,
      })
      .from(customerBankAccounts)
      .leftJoin(
        parameters,
        and(eq(parameters.groupName, 'bank'), eq(parameters.key, customerBankAccounts.bank)),
      )
      .where(and(inArray(customerBankAccounts.id, ids), eq(customerBankAccounts.status, 'ACTIVE')));
  },

  /** New rescues, for `writeTogether` beside their reservations (their ids are chosen by the caller). */
  insertWrite(list: RescueRow[]): Write {
    const values = sql.join(
      list.map(
        (
          r,
        ) => sql`(${r.id}::uuid, ${r.userId}::uuid, ${r.productId}::uuid, ${r.bankAccountId}::uuid, ${r.currency},
          ${r.quotas}::numeric, ${r.quotaValue}::numeric, ${r.quotaValueDate}::date, ${r.applicableDay}::date,
          ${r.amount}::numeric, ${r.quarter}, ${r.status}, ${r.requestedAt.toISOString()}::timestamptz)`,
      ),
      sql`, `,
    );
    return {
      name: 'rescues',
      statement: sql`insert into rescues (id, user_id, product_id, bank_account_id, currency, quotas,
          quota_value, quota_value_date, applicable_day, amount, quarter, status, requested_at)
        values ${values}`,
      rows: list.length,
      refusal: () => new Error('rescues not inserted'),
    };
  },

  async findWithNames(db: Db, id: string): Promise<RescueWithNames | undefined> {
    const [row] = await db
      .select(withNames)
      .from(rescues)
      .innerJoin(products, eq(products.id, rescues.productId))
      .innerJoin(customerBankAccounts, eq(customerBankAccounts.id, rescues.bankAccountId))
      .where(eq(rescues.id, id));
    return row;
  },

  async lock(db: Db, id: string): Promise<RescueRow | undefined> {
    const [row] = await db.select().from(rescues).where(eq(rescues.id, id)).for('update');
    return row;
  },

  /** Moves a pending rescue to its outcome; false when it was no longer pending at that version. */
  async resolve(
    db: Db,
    row: RescueRow,
    outcome: { status: 'SETTLED' | 'CANCELED' | 'REJECTED'; by: string; at: Date; reason?: string },
  ): Promise<RescueRow | undefined> {
    const [updated] = await db
      .update(rescues)
      .set({
        status: outcome.status,
        resolvedAt: outcome.at,
        resolvedBy: outcome.by,
        rejectionReason: outcome.reason ?? null,
        version: sql`${rescues.version} + 1`,
      })
      .where(and(eq(rescues.id, row.id), eq(rescues.status, 'PENDING'), eq(rescues.version, row.version)))
      .returning();
    investorsChanged(db, row.userId);
    return updated;
  },

  /** The caller's pending rescues, oldest first. */
  pendingOf(db: Db, userId: string): Promise<RescueWithNames[]> {
    return pendingRescues(db).execute({ userId });
  },

  /** Back office: rescues of every investor, newest first, with who asked. */
  async listAll(db: Db, status: RescueStatus | undefined, limit: number) {
    return db
      .select({
        ...withNames,
        investorName: sql<string>`${users.name} || ' ' || ${users.lastName}`,
        cci: customerBankAccounts.cci,
        documentNumber: users.documentNumber,
        email: users.email,
        resolverName: sql<string>`concat_ws(' ', ${resolver.name}, ${resolver.lastName})`,
        resolverEmail: resolver.email,
      })
      .from(rescues)
      .innerJoin(products, eq(products.id, rescues.productId))
      .innerJoin(customerBankAccounts, eq(customerBankAccounts.id, rescues.bankAccountId))
      .innerJoin(users, eq(users.id, rescues.userId))
      .leftJoin(resolver, eq(resolver.id, rescues.resolvedBy))
      .where(status ? eq(rescues.status, status) : undefined)
      .orderBy(desc(rescues.requestedAt))
      .limit(limit);
  },
};
