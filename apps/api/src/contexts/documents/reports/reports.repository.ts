import { and, asc, desc, eq, gt, gte, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import {
  ledgerAccounts,
  newsletterSubscriptions,
  onboardingApprovals,
  onboardingParts,
  onboardings,
  parameters,
  products,
  quotaValues,
  restrictedPersons,
  users,
} from '../../../db/schema.ts';
import { userIdentityColumns } from '../../../db/user-identity.ts';

/** A keyset cursor over (created_at, id); the time travels as PostgreSQL's own text, microseconds kept. */
export interface CreatedCursor {
  at: string;
  id: string;
}

/** A keyset cursor over the investor's surname, name and the position's id. */
export interface PositionCursor {
  lastName: string;
  name: string;
  id: string;
}

export interface DateRange {
  start?: Date | undefined;
  end?: Date | undefined;
}

const createdAtText = (column: AnyPgColumn) => sql<string>`${column}::text`;

function createdWhere(created: AnyPgColumn, id: AnyPgColumn, range: DateRange, after: CreatedCursor | null) {
  const where: SQL[] = [];
  if (range.start) where.push(gte(created, range.start));
  if (range.end) where.push(lt(created, range.end));
  if (after) where.push(sql`(${created}, ${id}) > (${after.at}::timestamptz, ${after.id}::uuid)`);
  return where;
}

export const reportsRepository = {
  /** Onboardings with their investor and product, oldest first, one keyset page. */
  async onboardingPage(db: Db, range: DateRange, after: CreatedCursor | null, limit: number) {
    return db
      .select({
        id: onboardings.id,
        cursor: createdAtText(onboardings.createdAt),
        createdAt: onboardings.createdAt,
        updatedAt: onboardings.updatedAt,
        state: onboardings.state,
        contractState: onboardings.contractState,
        reason: onboardings.reason,
        userId: users.id,
        ...userIdentityColumns,
        productName: products.name,
        currency: products.currency,
        restrictedReason: restrictedPersons.reason,
      })
      .from(onboardings)
      .innerJoin(users, eq(users.id, onboardings.userId))
      .innerJoin(products, eq(products.id, onboardings.productId))
      .leftJoin(
        restrictedPersons,
        and(
          eq(restrictedPersons.documentType, users.documentType),
          eq(restrictedPersons.documentNumber, users.documentNumber),
        ),
      )
      .where(and(...createdWhere(onboardings.createdAt, onboardings.id, range, after)))
      .orderBy(asc(onboardings.createdAt), asc(onboardings.id))
      .limit(limit);
  },

  /** The saved parts of some onboardings, by onboarding and part. */
  async partsOf(db: Db, onboardingIds: string[], parts: string[]) {
    const byOnboarding = new Map<string, Record<string, Record<string, unknown>>>();
    if (onboardingIds.length === 0) return byOnboarding;
    const rows = await db
      .select({
        onboardingId: onboardingParts.onboardingId,
        part: onboardingParts.part,
        data: onboardingParts.data,
      })
      .from(onboardingParts)
      .where(and(inArray(onboardingParts.onboardingId, onboardingIds), inArray(onboardingParts.part, parts)));
    for (const r of rows) {
      const entry = byOnboarding.get(r.onboardingId) ?? {};
      entry[r.part] = r.data;
      byOnboarding.set(r.onboardingId, entry);
    }
    return byOnboarding;
  },

  /** The executed deposit approvals (what was credited) of some onboardings. */
  async executedApprovalsOf(db: Db, onboardingIds: string[]) {
    if (onboardingIds.length === 0)
      return new Map<
        string,
        { amount: string; quotas: string; quotaValue: string; executedAt: Date | null }
      >();
    const rows = await db
      .select({
        onboardingId: onboardingApprovals.onboardingId,
        amount: onboardingApprovals.amount,
        quotas: onboardingApprovals.quotas,
        quotaValue: onboardingApprovals.quotaValue,
        executedAt: onboardingApprovals.executedAt,
      })
      .from(onboardingApprovals)
      .where(
        and(
          inArray(onboardingApprovals.onboardingId, onboardingIds),
          eq(onboardingApprovals.status, 'EXECUTED'),
        ),
      );
    return new Map(rows.map((r) => [r.onboardingId, r]));
  },

  /** Texts of option keys (occupation, income source, PEP position) by group and key. */
  async optionTexts(db: Db, groups: string[]) {
    const rows = await db
      .select({ groupName: parameters.groupName, key: parameters.key, text: parameters.text })
      .from(parameters)
      .where(inArray(parameters.groupName, groups));
    return new Map(rows.map((r) => [`${r.groupName}:${r.key}`, r.text]));
  },

  /** Quota positions (posted > 0) with investor and product, by investor's surname, one keyset page. */
  async positionPage(db: Db, after: PositionCursor | null, limit: number) {
    const where: SQL[] = [eq(ledgerAccounts.kind, 'POSITION'), gt(ledgerAccounts.posted, '0')];
    if (after)
      where.push(
        sql`(${users.lastName}, ${users.name}, ${ledgerAccounts.id}) > (${after.lastName}, ${after.name}, ${after.id}::uuid)`,
      );
    return db
      .select({
        id: ledgerAccounts.id,
        posted: ledgerAccounts.posted,
        reserved: ledgerAccounts.reserved,
        userId: users.id,
        ...userIdentityColumns,
        disabledAt: users.disabledAt,
        productId: products.id,
        productName: products.name,
        currency: products.currency,
      })
      .from(ledgerAccounts)
      .innerJoin(users, eq(users.id, ledgerAccounts.userId))
      .innerJoin(products, eq(products.id, ledgerAccounts.productId))
      .where(and(...where))
      .orderBy(asc(users.lastName), asc(users.name), asc(ledgerAccounts.id))
      .limit(limit);
  },

  /** Each product's latest published quota value. */
  async latestQuotaValues(db: Db) {
    const rows = await db
      .selectDistinctOn([quotaValues.productId], {
        productId: quotaValues.productId,
        valueDate: quotaValues.valueDate,
        value: quotaValues.value,
      })
      .from(quotaValues)
      .orderBy(quotaValues.productId, desc(quotaValues.valueDate));
    return new Map(rows.map((r) => [r.productId, r]));
  },

  /** Investor accounts (never administrators) of a profile, or the affluent ones, one keyset page. */
  async userPage(
    db: Db,
    filter: { profile: 'PARTICIPE' | 'INTERESADO' } | { affluent: true },
    range: DateRange,
    after: CreatedCursor | null,
    limit: number,
  ) {
    const where = createdWhere(users.createdAt, users.id, range, after);
    if ('profile' in filter) where.push(eq(users.profile, filter.profile));
    else where.push(eq(users.affluent, true), ne(users.profile, 'ADMIN'));
    return db
      .select({
        id: users.id,
        cursor: createdAtText(users.createdAt),
        createdAt: users.createdAt,
        ...userIdentityColumns,
        profile: users.profile,
        investorProfile: users.investorProfile,
        questionCompleted: users.questionCompleted,
        affluent: users.affluent,
        emailVerifiedAt: users.emailVerifiedAt,
        disabledAt: users.disabledAt,
      })
      .from(users)
      .where(and(...where))
      .orderBy(asc(users.createdAt), asc(users.id))
      .limit(limit);
  },

  /** Positions of some users in private or institutional products. */
  async privatePositionsOf(db: Db, userIds: string[]) {
    const byUser = new Map<string, string[]>();
    if (userIds.length === 0) return byUser;
    const rows = await db
      .select({ userId: ledgerAccounts.userId, productName: products.name, quotas: ledgerAccounts.posted })
      .from(ledgerAccounts)
      .innerJoin(products, eq(products.id, ledgerAccounts.productId))
      .where(
        and(
          inArray(ledgerAccounts.userId, userIds),
          eq(ledgerAccounts.kind, 'POSITION'),
          gt(ledgerAccounts.posted, '0'),
          or(eq(products.isPrivate, true), eq(products.isInstitutional, true)),
        ),
      )
      .orderBy(asc(products.position), asc(products.name));
    for (const r of rows) byUser.set(r.userId!, [...(byUser.get(r.userId!) ?? []), r.productName]);
    return byUser;
  },

  /** Newsletter entries, oldest first, one keyset page. */
  async letterPage(db: Db, range: DateRange, after: CreatedCursor | null, limit: number) {
    return db
      .select({
        id: newsletterSubscriptions.id,
        cursor: createdAtText(newsletterSubscriptions.createdAt),
        createdAt: newsletterSubscriptions.createdAt,
        email: newsletterSubscriptions.email,
        name: newsletterSubscriptions.name,
        source: newsletterSubscriptions.source,
      })
      .from(newsletterSubscriptions)
      .where(
        and(...createdWhere(newsletterSubscriptions.createdAt, newsletterSubscriptions.id, range, after)),
      )
      .orderBy(asc(newsletterSubscriptions.createdAt), asc(newsletterSubscriptions.id))
      .limit(limit);
  },
};
