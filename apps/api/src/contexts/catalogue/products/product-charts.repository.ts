import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { productCharts } from '../../../db/schema.ts';

export type ProductChartRow = typeof productCharts.$inferSelect;

/** The charts on products' pages (requirements R7 Admin chart position and chart configuration). */
export const productChartsRepository = {
  /** A product's charts in the order its page shows them. */
  async list(db: Db, productId: string): Promise<ProductChartRow[]> {
    return db
      .select()
      .from(productCharts)
      .where(eq(productCharts.productId, productId))
      .orderBy(asc(productCharts.position), asc(productCharts.createdAt), asc(productCharts.id));
  },
  async find(db: Db, id: string): Promise<ProductChartRow | undefined> {
    const [row] = await db.select().from(productCharts).where(eq(productCharts.id, id)).limit(1);
    return row;
  },
  async insert(db: Db, values: typeof productCharts.$inferInsert): Promise<ProductChartRow | undefined> {
    const [row] = await db.insert(productCharts).values(values).returning();
    return row;
  },
  async delete(db: Db, id: string) {
    await db.delete(productCharts).where(eq(productCharts.id, id));
  },
  /** Sets each chart's position to its place in `orderedIds` (1-based), touching only those that move. */
  async renumber(db: Db, orderedIds: readonly string[], at: Date) {
    for (const [i, id] of orderedIds.entries())
      await db
        .update(productCharts)
        .set({ position: i + 1, updatedAt: at })
        .where(and(eq(productCharts.id, id), ne(productCharts.position, i + 1)));
  },
};
