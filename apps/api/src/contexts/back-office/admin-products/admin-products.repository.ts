import type { AdminProductListQuery, ProductUsage } from '@invierte/domain';
import { and, asc, count, eq, gt, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { investorDocuments, ledgerAccounts, onboardings, products, rescues } from '../../../db/schema.ts';

type ProductUpdate = Partial<typeof products.$inferInsert>;

/** `%text%` for ILIKE, with the caller's wildcards taken literally. */
const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const alive = isNull(products.deletedAt);
const heldPosition = and(
  eq(ledgerAccounts.kind, 'POSITION'),
  or(gt(ledgerAccounts.posted, '0'), gt(ledgerAccounts.reserved, '0')),
);

/** Every Drizzle query of the back office's products and of what refers to them. */
export const adminProductsRepository = {
  /** One page of the products that are not deleted, by menu position, with the total that matches. */
  async list(db: Db, q: AdminProductListQuery) {
    const conditions: SQL[] = [alive];
    if (q.search) {
      const like = likeOf(q.search);
      const match = or(ilike(products.name, like), ilike(products.code, like), ilike(products.slug, like));
      if (match) conditions.push(match);
    }
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(products)
        .where(where)
        .orderBy(asc(products.position), asc(products.name), asc(products.id))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit),
      db.select({ n: count() }).from(products).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** How many investors hold quotas of each of these products. */
  async positionCounts(db: Db, productIds: string[]): Promise<Map<string, number>> {
    if (!productIds.length) return new Map();
    const rows = await db
      .select({ productId: ledgerAccounts.productId, n: count() })
      .from(ledgerAccounts)
      .where(and(heldPosition, inArray(ledgerAccounts.productId, productIds)))
      .groupBy(ledgerAccounts.productId);
    return new Map(rows.map((r) => [r.productId ?? '', r.n]));
  },

  /**
   * What refers to a product: held positions, onboardings, rescues, documents still shown. One read:
   * deleting a product asks inside its transaction, whose one connection takes queries one at a time.
   */
  async usage(db: Db, productId: string): Promise<ProductUsage> {
    const countOf = (table: PgTable, where: SQL | undefined) =>
      sql<number>`(select count(*)::int from ${table} where ${where})`;
    const [row] = await db
      .select({
        positions: countOf(ledgerAccounts, and(heldPosition, eq(ledgerAccounts.productId, products.id))),
        onboardings: countOf(onboardings, eq(onboardings.productId, products.id)),
        rescues: countOf(rescues, eq(rescues.productId, products.id)),
        documents: countOf(
          investorDocuments,
          and(eq(investorDocuments.productId, products.id), isNull(investorDocuments.removedAt)),
        ),
      })
      .from(products)
      .where(eq(products.id, productId));
    return row ?? { positions: 0, onboardings: 0, rescues: 0, documents: 0 };
  },

  /** The product row, not deleted; `forUpdate` locks it for the rest of the transaction. */
  async findAlive(db: Db, id: string, forUpdate = false) {
    const query = db
      .select()
      .from(products)
      .where(and(eq(products.id, id), alive))
      .limit(1);
    const [row] = forUpdate ? await query.for('update') : await query;
    return row;
  },

  async update(db: Db, id: string, set: ProductUpdate) {
    const [row] = await db.update(products).set(set).where(eq(products.id, id)).returning();
    return row;
  },
};
