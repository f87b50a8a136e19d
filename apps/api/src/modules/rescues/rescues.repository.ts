import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerBankAccounts, products, repurchaseQuarters, rescues, users } from '../../db/schema.ts';
import { investorsChanged } from '../../shared/investor-changes.ts';

export type RescueRow = typeof rescues.$inferSelect;
export type QuarterRow = typeof repurchaseQuarters.$inferSelect;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A rescue with what its answer shows: the product's name and the bank account paid. */
const withNames = {
  rescue: rescues,
  productName: products.name,
  bank: customerBankAccounts.bank,
  accountNumber: customerBankAccounts.accountNumber,
};
export type RescueWithNames = { rescue: RescueRow; productName: string; bank: string; accountNumber: string };

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

  /** Opens the quarter's counter if it is not there (concurrent openers end on one row) and locks it. */
  async lockQuarter(
    db: Db,
    open: { productId: string; quarter: string; capitalUnits: string; capUnits: string; at: Date },
  ): Promise<QuarterRow> {
    await db
      .insert(repurchaseQuarters)
      .values({ ...open, createdAt: open.at, updatedAt: open.at })
      .onConflictDoNothing();
    return this.lockExistingQuarter(db, open.productId, open.quarter);
  },

  async lockExistingQuarter(db: Db, productId: string, quarter: string): Promise<QuarterRow> {
    const [row] = await db
      .select()
      .from(repurchaseQuarters)
      .where(and(eq(repurchaseQuarters.productId, productId), eq(repurchaseQuarters.quarter, quarter)))
      .for('update');
    if (!row) throw new Error(`repurchase quarter ${quarter} of ${productId} missing`);
    return row;
  },

  /** Adds (or with a negative delta gives back) requested units; the CHECK refuses passing the cap. */
  async addRequested(db: Db, row: QuarterRow, delta: string, at: Date): Promise<boolean> {
    const updated = await db
      .update(repurchaseQuarters)
      .set({
        requestedUnits: sql`${repurchaseQuarters.requestedUnits} + ${delta}::numeric`,
        version: sql`${repurchaseQuarters.version} + 1`,
        updatedAt: at,
      })
      .where(
        and(
          eq(repurchaseQuarters.productId, row.productId),
          eq(repurchaseQuarters.quarter, row.quarter),
          eq(repurchaseQuarters.version, row.version),
        ),
      )
      .returning({ version: repurchaseQuarters.version });
    return updated.length === 1;
  },

  async insert(db: Db, values: typeof rescues.$inferInsert): Promise<RescueRow> {
    const [row] = await db.insert(rescues).values(values).returning();
    if (!row) throw new Error('rescue insert returned nothing');
    investorsChanged(db, row.userId);
    return row;
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
  async pendingOf(db: Db, userId: string): Promise<RescueWithNames[]> {
    return db
      .select(withNames)
      .from(rescues)
      .innerJoin(products, eq(products.id, rescues.productId))
      .innerJoin(customerBankAccounts, eq(customerBankAccounts.id, rescues.bankAccountId))
      .where(and(eq(rescues.userId, userId), eq(rescues.status, 'PENDING')))
      .orderBy(asc(rescues.requestedAt));
  },

  /** Back office: rescues of every investor, newest first, with who asked. */
  async listAll(db: Db, status: string | undefined, limit: number) {
    return db
      .select({
        ...withNames,
        investorName: sql<string>`${users.name} || ' ' || ${users.lastName}`,
        cci: customerBankAccounts.cci,
        documentNumber: users.documentNumber,
        email: users.email,
      })
      .from(rescues)
      .innerJoin(products, eq(products.id, rescues.productId))
      .innerJoin(customerBankAccounts, eq(customerBankAccounts.id, rescues.bankAccountId))
      .innerJoin(users, eq(users.id, rescues.userId))
      .where(status ? eq(rescues.status, status) : undefined)
      .orderBy(desc(rescues.requestedAt))
      .limit(limit);
  },
};
