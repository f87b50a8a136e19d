import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { preparedPerDb } from '../../../db/prepared.ts';
import {
  fundAccounts,
  investments,
  movements,
  onboardingApprovals,
  onboardings,
  products,
  quotaValues,
  rescues,
} from '../../../db/schema.ts';

export type ProductRow = typeof products.$inferSelect;

/**
 * The latest quota value of the `products` row of the query it joins, as a lateral subquery
 * (`leftJoinLateral(latest, sql\`true\`)`): it walks the (product, date) unique index backwards once
 * per product instead of sorting the whole history.
 */
export function latestQuotaValue(db: Db) {
  return db
    .select({ value: quotaValues.value, valueDate: quotaValues.valueDate })
    .from(quotaValues)
    .where(eq(quotaValues.productId, products.id))
    .orderBy(desc(quotaValues.valueDate))
    .limit(1)
    .as('latest');
}

/** A product the back office deleted (soft delete) is hidden from every query here. */
const alive = isNull(products.deletedAt);

// Prepared (db/prepared.ts): every reinvestment's calculation and registration reads its two funds this way.
const withLatestQuota = preparedPerDb((db) => {
  const latest = latestQuotaValue(db);
  return db
    .select({ product: products, value: latest.value, valueDate: latest.valueDate })
    .from(products)
    .leftJoinLateral(latest, sql`true`)
    .where(and(eq(products.id, sql.placeholder('id')), alive))
    .limit(1)
    .prepare('product_with_latest_quota');
});

export const productsRepository = {
  async listPublic(db: Db): Promise<ProductRow[]> {
    return db
      .select()
      .from(products)
      .where(and(eq(products.isPrivate, false), alive))
      .orderBy(asc(products.position));
  },
  async listAll(db: Db): Promise<ProductRow[]> {
    return db.select().from(products).where(alive).orderBy(asc(products.position));
  },
  async findById(db: Db, id: string): Promise<ProductRow | undefined> {
    const [row] = await db
      .select()
      .from(products)
      .where(and(eq(products.id, id), alive))
      .limit(1);
    return row;
  },
  async findBySlug(db: Db, slug: string): Promise<ProductRow | undefined> {
    const [row] = await db
      .select()
      .from(products)
      .where(and(eq(products.slug, slug), alive))
      .limit(1);
    return row;
  },
  async upsertQuotaValue(db: Db, input: { productId: string; valueDate: string; value: string }) {
    const [row] = await db
      .insert(quotaValues)
      .values(input)
      .onConflictDoUpdate({
        target: [quotaValues.productId, quotaValues.valueDate],
        set: { value: input.value },
      })
      .returning();
    return row;
  },
  async setInstitutional(db: Db, id: string, isInstitutional: boolean, at: Date) {
    const [row] = await db
      .update(products)
      .set({ isInstitutional, updatedAt: at })
      .where(eq(products.id, id))
      .returning();
    return row;
  },
  /**
   * The most recent quota value of every product, one row each: a lateral join that walks the
   * (product, date) unique index backwards once per product instead of sorting the whole history.
   */
  async latestQuotaValues(db: Db): Promise<Map<string, { value: string; valueDate: string }>> {
    const latest = latestQuotaValue(db);
    const rows = await db
      .select({ productId: products.id, value: latest.value, valueDate: latest.valueDate })
      .from(products)
      .innerJoinLateral(latest, sql`true`);
    return new Map(rows.map((r) => [r.productId, { value: r.value, valueDate: r.valueDate }]));
  },
  /** A product (not deleted) with its latest quota value, undefined when none is published: one read. */
  async findWithLatestQuota(db: Db, id: string) {
    const [row] = await withLatestQuota(db).execute({ id });
    if (!row) return undefined;
    const { product, value, valueDate } = row;
    return { product, quota: value !== null && valueDate !== null ? { value, valueDate } : undefined };
  },
  async latestQuotaValue(db: Db, productId: string) {
    const [row] = await db
      .select({ value: quotaValues.value, valueDate: quotaValues.valueDate })
      .from(quotaValues)
      .where(eq(quotaValues.productId, productId))
      .orderBy(desc(quotaValues.valueDate))
      .limit(1);
    return row;
  },
  /**
   * The value that prices an operation on `day` (docs/business-rules.md, "Applicable day"): the latest
   * published on or before it.
   */
  async quotaValueOn(db: Db, productId: string, day: string) {
    const [row] = await db
      .select({ value: quotaValues.value, valueDate: quotaValues.valueDate })
      .from(quotaValues)
      .where(and(eq(quotaValues.productId, productId), lte(quotaValues.valueDate, day)))
      .orderBy(desc(quotaValues.valueDate))
      .limit(1);
    return row;
  },
  /** The value published for exactly `day`, if any. */
  async quotaValueOfDay(db: Db, productId: string, day: string) {
    const [row] = await db
      .select({ value: quotaValues.value, valueDate: quotaValues.valueDate })
      .from(quotaValues)
      .where(and(eq(quotaValues.productId, productId), eq(quotaValues.valueDate, day)));
    return row;
  },
  /** The nearest value published before `day`. */
  async quotaValueBefore(db: Db, productId: string, day: string) {
    const [row] = await db
      .select({ value: quotaValues.value, valueDate: quotaValues.valueDate })
      .from(quotaValues)
      .where(and(eq(quotaValues.productId, productId), lt(quotaValues.valueDate, day)))
      .orderBy(desc(quotaValues.valueDate))
      .limit(1);
    return row;
  },
  /**
   * The operations priced at the product's value of `day`: executed approvals, rescues that hold
   * their amount (pending or settled), and approvals prepared but not yet confirmed.
   */
  async operationsPricedOn(db: Db, productId: string, day: string) {
    const approvals = await db
      .select({ status: onboardingApprovals.status, n: sql<number>`count(*)::int` })
      .from(onboardingApprovals)
      .innerJoin(onboardings, eq(onboardings.id, onboardingApprovals.onboardingId))
      .where(
        and(
          eq(onboardings.productId, productId),
          eq(onboardingApprovals.quotaValueDate, day),
          inArray(onboardingApprovals.status, ['EXECUTED', 'PREPARED']),
        ),
      )
      .groupBy(onboardingApprovals.status);
    const [rescued] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(rescues)
      .where(
        and(
          eq(rescues.productId, productId),
          eq(rescues.quotaValueDate, day),
          inArray(rescues.status, ['PENDING', 'SETTLED']),
        ),
      );
    const count = (status: string) => Number(approvals.find((a) => a.status === status)?.n ?? 0);
    return {
      approvals: count('EXECUTED'),
      rescues: Number(rescued?.n ?? 0),
      preparedApprovals: count('PREPARED'),
    };
  },
  /**
   * Voids the approvals of the product prepared at `day`'s value and not yet confirmed, so that no
   * confirmation executes a value that was corrected: the next approve call prices them again.
   */
  async voidApprovalsPreparedOn(db: Db, productId: string, day: string) {
    const rows = await db
      .update(onboardingApprovals)
      .set({ status: 'VOID', version: sql`${onboardingApprovals.version} + 1` })
      .where(
        and(
          eq(onboardingApprovals.status, 'PREPARED'),
          eq(onboardingApprovals.quotaValueDate, day),
          inArray(
            onboardingApprovals.onboardingId,
            db.select({ id: onboardings.id }).from(onboardings).where(eq(onboardings.productId, productId)),
          ),
        ),
      )
      .returning({ id: onboardingApprovals.id });
    return rows.length;
  },
  /** The last `limit` quota values of one product, newest first. */
  async recentQuotaValues(db: Db, productId: string, limit: number) {
    return db
      .select({ valueDate: quotaValues.valueDate, value: quotaValues.value })
      .from(quotaValues)
      .where(eq(quotaValues.productId, productId))
      .orderBy(desc(quotaValues.valueDate))
      .limit(limit);
  },
  /** Quota values of one product from a date on, oldest first. */
  async quotaSeries(db: Db, productId: string, fromDate: string) {
    return db
      .select({ date: quotaValues.valueDate, value: quotaValues.value })
      .from(quotaValues)
      .where(and(eq(quotaValues.productId, productId), gte(quotaValues.valueDate, fromDate)))
      .orderBy(asc(quotaValues.valueDate));
  },
  /** The last quota value of each month, per product, for public products. */
  async monthEndValues(db: Db) {
    return db
      .selectDistinctOn([quotaValues.productId, sql`date_trunc('month', ${quotaValues.valueDate})`], {
        productId: quotaValues.productId,
        date: quotaValues.valueDate,
        value: quotaValues.value,
      })
      .from(quotaValues)
      .innerJoin(products, eq(products.id, quotaValues.productId))
      .where(and(eq(products.isPrivate, false), alive))
      .orderBy(
        quotaValues.productId,
        sql`date_trunc('month', ${quotaValues.valueDate})`,
        desc(quotaValues.valueDate),
      );
  },
  async accounts(db: Db, productId: string) {
    return db
      .select()
      .from(fundAccounts)
      .where(eq(fundAccounts.productId, productId))
      .orderBy(asc(fundAccounts.bank));
  },
  async pendingMovements(db: Db, userId: string) {
    return db
      .select({
        id: movements.id,
        productName: products.name,
        currency: products.currency,
        type: movements.type,
        amount: movements.amount,
        operationDate: movements.operationDate,
      })
      .from(movements)
      .innerJoin(investments, eq(investments.id, movements.investmentId))
      .innerJoin(products, eq(products.id, investments.productId))
      .where(and(eq(investments.userId, userId), eq(movements.status, 'PENDING')))
      .orderBy(desc(movements.createdAt));
  },
};
