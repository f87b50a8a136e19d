import { and, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { exchangeRates, ledgerAccounts, products, quotaValues, users } from '../../../db/schema.ts';
import { userIdentityColumns } from '../../../db/user-identity.ts';

export const adminPortfolioRepository = {
  /** Accounts whose e-mail (any case) or document number is one of `refs`. */
  async investorsByRef(db: Db, emails: string[], documents: string[]) {
    if (emails.length === 0 && documents.length === 0) return [];
    const conditions = [
      ...(emails.length ? [inArray(sql`lower(${users.email})`, emails)] : []),
      ...(documents.length ? [inArray(users.documentNumber, documents)] : []),
    ];
    return db
      .select({
        id: users.id,
        email: users.email,
        documentNumber: users.documentNumber,
        profile: users.profile,
      })
      .from(users)
      .where(or(...conditions));
  },

  async products(db: Db) {
    return (
      db
        .select({ id: products.id, code: products.code, name: products.name, currency: products.currency })
        .from(products)
        // A deleted fund takes no new investments or movements.
        .where(isNull(products.deletedAt))
        .orderBy(products.position, products.name)
    );
  },

  async quotaValues(db: Db, productIds: string[], dates: string[]) {
    if (productIds.length === 0 || dates.length === 0) return [];
    return db
      .select({ productId: quotaValues.productId, date: quotaValues.valueDate, value: quotaValues.value })
      .from(quotaValues)
      .where(and(inArray(quotaValues.productId, productIds), inArray(quotaValues.valueDate, dates)));
  },

  /** Posted and reserved quotas of the investors' POSITION accounts in those products. */
  async positions(db: Db, userIds: string[], productIds: string[]) {
    if (userIds.length === 0 || productIds.length === 0) return [];
    return db
      .select({
        userId: ledgerAccounts.userId,
        productId: ledgerAccounts.productId,
        posted: ledgerAccounts.posted,
        reserved: ledgerAccounts.reserved,
      })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.kind, 'POSITION'),
          inArray(ledgerAccounts.userId, userIds),
          inArray(ledgerAccounts.productId, productIds),
        ),
      );
  },

  async investor(db: Db, userId: string) {
    const [row] = await db
      .select({
        id: users.id,
        ...userIdentityColumns,
        profile: users.profile,
      })
      .from(users)
      .where(eq(users.id, userId));
    return row ?? null;
  },

  /** The latest USD/PEN rate published for a day on or before `day`. */
  async exchangeRateOn(db: Db, day: string) {
    const [row] = await db
      .select()
      .from(exchangeRates)
      .where(lte(exchangeRates.rateDate, day))
      .orderBy(desc(exchangeRates.rateDate))
      .limit(1);
    return row ?? null;
  },
};
