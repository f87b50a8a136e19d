import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { exchangeRates } from '../../../db/schema.ts';

export type ExchangeRateRow = typeof exchangeRates.$inferSelect;

export const exchangeRatesRepository = {
  /** The latest rates, newest day first. */
  async latest(db: Db, limit: number): Promise<ExchangeRateRow[]> {
    return db.select().from(exchangeRates).orderBy(desc(exchangeRates.rateDate)).limit(limit);
  },

  /** The day's rate, locked until the transaction ends (two publications of a day queue up). */
  async lockDay(db: Db, rateDate: string): Promise<ExchangeRateRow | undefined> {
    const [row] = await db
      .select()
      .from(exchangeRates)
      .where(eq(exchangeRates.rateDate, rateDate))
      .for('update');
    return row;
  },

  /** Inserts the day's rate; false when the day already had one (someone published it meanwhile). */
  async insert(db: Db, row: ExchangeRateRow): Promise<boolean> {
    const rows = await db
      .insert(exchangeRates)
      .values(row)
      .onConflictDoNothing()
      .returning({ rateDate: exchangeRates.rateDate });
    return rows.length === 1;
  },

  async replace(db: Db, row: ExchangeRateRow): Promise<void> {
    await db
      .update(exchangeRates)
      .set({ buy: row.buy, sell: row.sell, source: row.source })
      .where(eq(exchangeRates.rateDate, row.rateDate));
  },
};
