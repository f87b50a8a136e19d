import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { preparedPerDb } from '../../../db/prepared.ts';
import { latestQuotaValue } from '../../catalogue/index.ts';
import { ledgerAccounts, products } from '../../../db/schema.ts';

const investorPositions = preparedPerDb((db) => {
  const latest = latestQuotaValue(db);
  return db
    .select({
      productId: products.id,
      productName: products.name,
      productSlug: products.slug,
      productType: products.type,
      productCode: products.code,
      currency: products.currency,
      position: products.position,
      posted: ledgerAccounts.posted,
      reserved: ledgerAccounts.reserved,
      quotaValue: latest.value,
      quotaValueDate: latest.valueDate,
    })
    .from(ledgerAccounts)
    .innerJoin(products, eq(products.id, ledgerAccounts.productId))
    .leftJoinLateral(latest, sql`true`)
    .where(
      and(
        eq(ledgerAccounts.userId, sql.placeholder('userId')),
        eq(ledgerAccounts.kind, 'POSITION'),
        gt(ledgerAccounts.posted, '0'),
      ),
    )
    .orderBy(products.position, products.name)
    .prepare('investor_positions');
});

export const portfolioRepository = {
  /**
   * The caller's positions with units, each with its product and latest quota value: one query, read
   * from the ledger's balances (never by replaying entries); prepared, every first view reads it.
   */
  positionsOf(db: Db, userId: string) {
    return investorPositions(db).execute({ userId });
  },
};
