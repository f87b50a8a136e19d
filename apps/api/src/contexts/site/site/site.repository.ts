import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { exchangeRates, newsletterSubscriptions, parameters, supportOperators } from '../../../db/schema.ts';

export const siteRepository = {
  async parameterGroup(db: Db, groupName: string) {
    return db
      .select({ key: parameters.key, text: parameters.text })
      .from(parameters)
      .where(eq(parameters.groupName, groupName))
      .orderBy(asc(parameters.position));
  },
  async latestExchangeRate(db: Db) {
    const [row] = await db.select().from(exchangeRates).orderBy(desc(exchangeRates.rateDate)).limit(1);
    return row;
  },
  /**
   * Hands out the adviser served longest ago (never-served first) and stamps them, in one statement
   * with a row lock so two customers at the same moment get different advisers.
   */
  async takeNextOperator(db: Db, at: Date) {
    const result = await db.execute<{ name: string; calendly_url: string }>(sql`
      update ${supportOperators} set last_assigned_at = ${at}
      where id = (
        select id from ${supportOperators} where ${supportOperators.active}
        order by ${supportOperators.lastAssignedAt} asc nulls first, ${supportOperators.name} asc
        limit 1 for update skip locked
      )
      returning name, calendly_url`);
    const rows = (result as unknown as { rows: Array<{ name: string; calendly_url: string }> }).rows;
    return rows[0];
  },
  /** Idempotent: signing up twice keeps one entry. */
  async subscribe(db: Db, email: string, name: string, source: string) {
    await db.insert(newsletterSubscriptions).values({ email, name, source }).onConflictDoNothing();
  },
};
