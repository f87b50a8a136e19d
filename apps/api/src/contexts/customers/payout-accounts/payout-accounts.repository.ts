import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { investments, products } from '../../../db/schema.ts';

/** The holdings (investments) with the account chosen for each: every Drizzle query of the module. */
export const payoutAccountsRepository = {
  /** The caller's active holdings, with their product and chosen account (null: none chosen). */
  async holdings(db: Db, userId: string, productId?: string) {
    return db
      .select({
        investmentId: investments.id,
        bankAccountId: investments.bankAccountId,
        productId: products.id,
        productName: products.name,
        productType: products.type,
        currency: products.currency,
      })
      .from(investments)
      .innerJoin(products, eq(products.id, investments.productId))
      .where(
        and(
          eq(investments.userId, userId),
          eq(investments.status, 'ACTIVE'),
          productId ? eq(investments.productId, productId) : undefined,
        ),
      )
      .orderBy(asc(products.position));
  },

  async lockHolding(db: Db, userId: string, productId: string) {
    const [row] = await db
      .select({ id: investments.id })
      .from(investments)
      .where(
        and(
          eq(investments.userId, userId),
          eq(investments.productId, productId),
          eq(investments.status, 'ACTIVE'),
        ),
      )
      .for('update');
    return row;
  },

  async attach(db: Db, investmentId: string, bankAccountId: string) {
    await db.update(investments).set({ bankAccountId }).where(eq(investments.id, investmentId));
  },
};

export type Holding = Awaited<ReturnType<typeof payoutAccountsRepository.holdings>>[number];
