import { and, asc, count, desc, eq, gte, inArray, lte, sql, type Placeholder } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { preparedPerDb } from '../../../db/prepared.ts';
import { latestQuotaValue } from '../../catalogue/index.ts';
import {
  investments,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  products,
  quotaValues,
  rescues,
} from '../../../db/schema.ts';

const original = alias(ledgerTransactions, 'original');
const positionEntry = alias(ledgerEntries, 'position_entry');
const positionAccount = alias(ledgerAccounts, 'position_account');

/** The investor, or the placeholder of a statement prepared for any investor. */
type UserParam = string | Placeholder<'userId'>;
const anyUser = sql.placeholder('userId');

/** The caller's investments (one per fund ever held), each with its position and latest quota value. */
function investmentsQuery(db: Db, userId: UserParam, only?: { investmentId?: string; productId?: string }) {
  const latest = latestQuotaValue(db);
  return db
    .select({
      investmentId: investments.id,
      productId: products.id,
      productName: products.name,
      productSlug: products.slug,
      productType: products.type,
      currency: products.currency,
      posted: ledgerAccounts.posted,
      reserved: ledgerAccounts.reserved,
      quotaValue: latest.value,
      quotaValueDate: latest.valueDate,
    })
    .from(investments)
    .innerJoin(products, eq(products.id, investments.productId))
    .leftJoin(
      ledgerAccounts,
      and(
        eq(ledgerAccounts.userId, investments.userId),
        eq(ledgerAccounts.productId, investments.productId),
        eq(ledgerAccounts.kind, 'POSITION'),
      ),
    )
    .leftJoinLateral(latest, sql`true`)
    .where(
      and(
        eq(investments.userId, userId),
        only?.investmentId ? eq(investments.id, only.investmentId) : undefined,
        only?.productId ? eq(investments.productId, only.productId) : undefined,
      ),
    )
    .orderBy(asc(products.position), asc(products.name));
}

/**
 * The cash of each journal transaction on the caller's cash-in-transit account, with the fund it
 * went to or came from: `kind` is the operation (a reversal counts as the one it reverses) and
 * `amount` the signed entry (negative: the investor paid in; positive: the fund paid out).
 *
 * The fund is read from the caller's own position entry in the same transaction: every operation
 * that moves the investor's cash (a subscription, a rescue's settlement, their reversals) also moves
 * that investor's quotas of that one fund (docs/ledger.md, "Operations"; the reconciliation checks
 * it). Both sides are ranges of the entries' account index, matched on the transaction; looking up
 * the fund's bank entry of each transaction instead cost a random read of the journal's largest
 * index per entry (about four times the time on a cold cache, decision 0023).
 */
function cashQuery(db: Db, userId: UserParam, productId?: string) {
  const fundOfTransaction = db
    .selectDistinct({ transactionId: positionEntry.transactionId, productId: positionAccount.productId })
    .from(positionEntry)
    .innerJoin(positionAccount, eq(positionAccount.id, positionEntry.accountId))
    .where(
      and(
        eq(positionAccount.userId, userId),
        eq(positionAccount.kind, 'POSITION'),
        productId ? eq(positionAccount.productId, productId) : undefined,
      ),
    )
    .as('fund_of_transaction');
  return db
    .select({
      productId: fundOfTransaction.productId,
      currency: ledgerEntries.asset,
      kind: sql<string>`coalesce(${original.kind}, ${ledgerTransactions.kind})`,
      amount: ledgerEntries.amount,
      at: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .leftJoin(original, eq(original.id, ledgerTransactions.reversesId))
    .innerJoin(fundOfTransaction, eq(fundOfTransaction.transactionId, ledgerEntries.transactionId))
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, 'INVESTOR_CASH_IN_TRANSIT')))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.line));
}

/** Every posted-quota entry of the caller's positions (optionally one fund's), oldest first. */
function positionEntriesQuery(db: Db, userId: UserParam, productId?: string) {
  return db
    .select({
      productId: ledgerAccounts.productId,
      amount: ledgerEntries.amount,
      balanceAfter: ledgerEntries.balanceAfter,
      at: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      and(
        eq(ledgerAccounts.userId, userId),
        eq(ledgerAccounts.kind, 'POSITION'),
        eq(ledgerEntries.bucket, 'POSTED'),
        productId ? eq(ledgerAccounts.productId, productId) : undefined,
      ),
    )
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.line));
}

/**
 * What moved each of the caller's positions, one row per journal transaction and fund, oldest first:
 * the posted quotas it added or took (`quotas`, signed), the operation (`kind`; a reversal names the
 * one it reverses in `reversesId` and carries its memo), and the memo that says what money it moved
 * (a subscription's or rescue's `amount`, a reinvestment's `amount`, a transfer's quotas and quota
 * value). Reservations and their releases move no posted quotas and do not appear.
 */
function holdingEventsQuery(db: Db, userId: UserParam, productId?: string) {
  return db
    .select({
      transactionId: ledgerTransactions.id,
      reversesId: ledgerTransactions.reversesId,
      kind: sql<string>`coalesce(${original.kind}, ${ledgerTransactions.kind})`,
      memo: sql<Record<string, unknown>>`coalesce(${original.memo}, ${ledgerTransactions.memo})`,
      productId: ledgerAccounts.productId,
      quotas: sql<string>`sum(${ledgerEntries.amount})`,
      at: ledgerTransactions.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .leftJoin(original, eq(original.id, ledgerTransactions.reversesId))
    .where(
      and(
        eq(ledgerAccounts.userId, userId),
        eq(ledgerAccounts.kind, 'POSITION'),
        eq(ledgerEntries.bucket, 'POSTED'),
        productId ? eq(ledgerAccounts.productId, productId) : undefined,
      ),
    )
    .groupBy(ledgerTransactions.id, original.id, ledgerAccounts.productId)
    .orderBy(asc(ledgerTransactions.createdAt), asc(ledgerTransactions.id));
}

// The first view of /portafolio reads every fund's rows of the investor: prepared once per connection.
const allInvestments = preparedPerDb((db) => investmentsQuery(db, anyUser).prepare('investor_investments'));
const allCash = preparedPerDb((db) => cashQuery(db, anyUser).prepare('investor_cash_entries'));
const allHoldingEvents = preparedPerDb((db) =>
  holdingEventsQuery(db, anyUser).prepare('investor_holding_events'),
);
const allPositionEntries = preparedPerDb((db) =>
  positionEntriesQuery(db, anyUser).prepare('investor_position_entries'),
);

/**
 * The portfolio's investment and chart reads (docs/ledger.md, "Investment reads" and "Charts"): the
 * caller's investments with their positions, the journal's cash and position entries, and quota values.
 */
export const portfolioInvestmentsRepository = {
  /** The caller's investments (one per fund ever held), each with its position and latest quota value. */
  investmentsOf(db: Db, userId: string, only?: { investmentId?: string; productId?: string }) {
    return only?.investmentId || only?.productId
      ? investmentsQuery(db, userId, only)
      : allInvestments(db).execute({ userId });
  },

  /** The caller's cash entries, each with its fund (`cashQuery`); one fund's with `productId`. */
  cashEntries(db: Db, userId: string, productId?: string) {
    return productId ? cashQuery(db, userId, productId) : allCash(db).execute({ userId });
  },

  /** What moved the caller's positions (`holdingEventsQuery`); one fund's with `productId`. */
  holdingEvents(db: Db, userId: string, productId?: string) {
    return productId ? holdingEventsQuery(db, userId, productId) : allHoldingEvents(db).execute({ userId });
  },

  /** Every posted-quota entry of the caller's positions (optionally one fund's), oldest first. */
  positionEntries(db: Db, userId: string, productId?: string) {
    return productId
      ? positionEntriesQuery(db, userId, productId)
      : allPositionEntries(db).execute({ userId });
  },

  /**
   * The products' quota values from `from` to `to`, plus the last one published before `from` (it is
   * the value in force on the period's first days).
   */
  async quotaValuesBetween(db: Db, productIds: string[], from: string, to: string) {
    if (productIds.length === 0) return [];
    // The value in force on `from`: the last one published on or before it.
    const inForce = sql`coalesce((select max(q2.value_date) from quota_values q2 where q2.product_id = ${quotaValues.productId} and q2.value_date <= ${from}), ${from})`;
    return db
      .select({ productId: quotaValues.productId, date: quotaValues.valueDate, value: quotaValues.value })
      .from(quotaValues)
      .where(
        and(
          inArray(quotaValues.productId, productIds),
          lte(quotaValues.valueDate, to),
          gte(quotaValues.valueDate, inForce),
        ),
      )
      .orderBy(asc(quotaValues.productId), asc(quotaValues.valueDate));
  },

  /** The caller's position account in one fund, if any. */
  async positionAccount(db: Db, userId: string, productId: string) {
    const [row] = await db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.userId, userId),
          eq(ledgerAccounts.productId, productId),
          eq(ledgerAccounts.kind, 'POSITION'),
        ),
      );
    return row;
  },

  /** One page of the journal transactions that touched a position, newest first, and their count. */
  async positionTransactions(db: Db, accountId: string, limit: number, offset: number) {
    const ids = db
      .selectDistinct({ id: ledgerEntries.transactionId, at: ledgerEntries.createdAt })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, accountId))
      .as('ids');
    const page = await db
      .select({
        id: ledgerTransactions.id,
        kind: ledgerTransactions.kind,
        at: ledgerTransactions.createdAt,
      })
      .from(ids)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ids.id))
      .orderBy(desc(ids.at), desc(ledgerTransactions.id))
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(ids);
    return { page, total: total?.n ?? 0 };
  },

  /** The entries of these transactions on the position, and their cash in the position's fund. */
  async transactionDetails(db: Db, transactionIds: string[], accountId: string, productId: string) {
    if (transactionIds.length === 0) return { entries: [], cash: [] };
    const [entries, cash] = await Promise.all([
      db
        .select({
          transactionId: ledgerEntries.transactionId,
          bucket: ledgerEntries.bucket,
          amount: ledgerEntries.amount,
          balanceAfter: ledgerEntries.balanceAfter,
          line: ledgerEntries.line,
        })
        .from(ledgerEntries)
        .where(
          and(eq(ledgerEntries.accountId, accountId), inArray(ledgerEntries.transactionId, transactionIds)),
        )
        .orderBy(asc(ledgerEntries.line)),
      db
        .select({ transactionId: ledgerEntries.transactionId, amount: ledgerEntries.amount })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .where(
          and(
            inArray(ledgerEntries.transactionId, transactionIds),
            eq(ledgerAccounts.kind, 'FUND_BANK'),
            eq(ledgerAccounts.productId, productId),
          ),
        ),
    ]);
    return { entries, cash };
  },

  /** How many rescue requests of the caller wait to be paid. */
  async pendingRescueCount(db: Db, userId: string) {
    const [row] = await db
      .select({ n: count() })
      .from(rescues)
      .where(and(eq(rescues.userId, userId), eq(rescues.status, 'PENDING')));
    return row?.n ?? 0;
  },
};
