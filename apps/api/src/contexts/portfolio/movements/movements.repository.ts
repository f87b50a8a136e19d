import type { MovementsQuery } from '@invierte/domain';
import { and, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { investments, movements, onboardingApprovals, products } from '../../../db/schema.ts';

const columns = {
  id: movements.id,
  productId: products.id,
  productName: products.name,
  currency: products.currency,
  type: movements.type,
  status: movements.status,
  date: movements.operationDate,
  amount: movements.amount,
  quotas: movements.quotas,
  quotaValue: movements.quotaValue,
  quotaValueDate: onboardingApprovals.quotaValueDate,
};
export type MovementRecord = { [K in Exclude<keyof typeof columns, 'quotaValueDate'>]: string } & {
  quotaValueDate: string | null;
};

/**
 * Where an export's page ended, in the list's order (operation day, creation, id, newest first); the
 * creation time travels as PostgreSQL's own text, microseconds kept.
 */
export interface MovementCursor {
  date: string;
  createdAt: string;
  id: string;
}

/** A subscription an onboarding's approval recorded (key `onboarding:<id>`), with the day its value is of. */
const approvalOfMovement = and(
  eq(movements.idempotencyKey, sql`'onboarding:' || ${onboardingApprovals.onboardingId}::text`),
  eq(onboardingApprovals.status, 'EXECUTED'),
);

const newestFirst = [desc(movements.operationDate), desc(movements.createdAt), desc(movements.id)];

/** The place of a row of `pageAfter`, where the next page starts. */
export const movementCursorOf = (row: { date: string; createdAt: string; id: string }): MovementCursor => ({
  date: row.date,
  createdAt: row.createdAt,
  id: row.id,
});

/** Only the caller's movements, narrowed by the filters. */
function where(userId: string, q: Omit<MovementsQuery, 'page' | 'pageSize'>): SQL | undefined {
  return and(
    eq(investments.userId, userId),
    q.productId ? eq(products.id, q.productId) : undefined,
    q.currency ? eq(products.currency, q.currency) : undefined,
    q.type ? eq(movements.type, q.type) : undefined,
    q.status ? eq(movements.status, q.status) : undefined,
    q.from ? gte(movements.operationDate, q.from) : undefined,
    q.to ? lte(movements.operationDate, q.to) : undefined,
  );
}

export const movementsRepository = {
  /** One page, newest first, and how many match in all. */
  async page(
    db: Db,
    userId: string,
    q: MovementsQuery,
    limit = q.pageSize,
    offset = (q.page - 1) * q.pageSize,
  ) {
    const base = db
      .select(columns)
      .from(movements)
      .innerJoin(investments, eq(investments.id, movements.investmentId))
      .innerJoin(products, eq(products.id, investments.productId))
      .leftJoin(onboardingApprovals, approvalOfMovement)
      .where(where(userId, q))
      .orderBy(...newestFirst);
    const rows = (await base.limit(limit).offset(offset)) as MovementRecord[];
    const [total] = await db
      .select({ n: count() })
      .from(movements)
      .innerJoin(investments, eq(investments.id, movements.investmentId))
      .innerJoin(products, eq(products.id, investments.productId))
      .where(where(userId, q));
    return { rows, total: total?.n ?? 0 };
  },

  /**
   * The rows after `after` (null: from the newest) in the order of `page`, at most `limit`, each with
   * its creation time as text for the next cursor: an export reads its movements a page at a time (keyset, never OFFSET, so
   * a movement written meanwhile neither repeats nor hides a row of the file).
   */
  async pageAfter(
    db: Db,
    userId: string,
    q: Omit<MovementsQuery, 'page' | 'pageSize'>,
    after: MovementCursor | null,
    limit: number,
  ): Promise<Array<MovementRecord & { createdAt: string }>> {
    const rows = await db
      .select({ ...columns, createdAt: sql<string>`${movements.createdAt}::text` })
      .from(movements)
      .innerJoin(investments, eq(investments.id, movements.investmentId))
      .innerJoin(products, eq(products.id, investments.productId))
      .leftJoin(onboardingApprovals, approvalOfMovement)
      .where(
        and(
          where(userId, q),
          after
            ? sql`(${movements.operationDate}, ${movements.createdAt}, ${movements.id}) < (${after.date}::date, ${after.createdAt}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(...newestFirst)
      .limit(limit);
    return rows as Array<MovementRecord & { createdAt: string }>;
  },

  /** The caller's funds that have movements (what the fund filter offers). */
  async productsWithMovements(db: Db, userId: string) {
    return db
      .selectDistinct({
        id: products.id,
        name: products.name,
        currency: products.currency,
        position: products.position,
      })
      .from(investments)
      .innerJoin(products, eq(products.id, investments.productId))
      .where(eq(investments.userId, userId))
      .orderBy(products.position);
  },
};
