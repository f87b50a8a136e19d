import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, quotaValues } from '../../db/schema.ts';

export type ProductRow = typeof products.$inferSelect;

export const productsRepository = {
  async listPublic(db: Db): Promise<ProductRow[]> {
    return db.select().from(products).where(eq(products.isPrivate, false)).orderBy(asc(products.position));
  },
  /** The most recent quota value of every product, one row each. */
  async latestQuotaValues(db: Db): Promise<Map<string, { value: string; valueDate: string }>> {
    const rows = await db
      .selectDistinctOn([quotaValues.productId], {
        productId: quotaValues.productId,
        value: quotaValues.value,
        valueDate: quotaValues.valueDate,
      })
      .from(quotaValues)
      .orderBy(quotaValues.productId, desc(quotaValues.valueDate));
    return new Map(rows.map((r) => [r.productId, { value: r.value, valueDate: r.valueDate }]));
  },
};
