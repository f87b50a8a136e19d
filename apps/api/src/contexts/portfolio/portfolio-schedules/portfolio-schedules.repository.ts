import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { investments, movements, products } from '../../../db/schema.ts';

/** The reads behind the payment schedules: the caller's holding in one product and its movements. */
export const portfolioSchedulesRepository = {
  /** The product with the caller's investment in it (null investment: never held). */
  async holding(db: Db, userId: string, productId: string) {
    const [row] = await db
      .select({
        productId: products.id,
        name: products.name,
        slug: products.slug,
        type: products.type,
        currency: products.currency,
        simulatorValue: products.simulatorValue,
        accountId: investments.id,
      })
      .from(products)
      .innerJoin(investments, and(eq(investments.productId, products.id), eq(investments.userId, userId)))
      .where(eq(products.id, productId));
    return row;
  },

  /** The holding's approved movements, oldest first: the lots (quotas in) and what left (quotas out). */
  async approvedMovements(db: Db, accountId: string) {
    return db
      .select({
        id: movements.id,
        type: movements.type,
        amount: movements.amount,
        quotaValue: movements.quotaValue,
        quotas: movements.quotas,
        operationDate: movements.operationDate,
      })
      .from(movements)
      .where(and(eq(movements.investmentId, accountId), eq(movements.status, 'APPROVED')))
      .orderBy(asc(movements.operationDate), asc(movements.createdAt), asc(movements.id));
  },
};
