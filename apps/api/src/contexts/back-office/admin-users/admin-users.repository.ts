import type { AdminUserSort, ParticipantListRequest, Profile } from '@invierte/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  min,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { FEW_MATCHES, userSearch } from '../../../db/user-search.ts';
import {
  adminProfiles,
  investments,
  ledgerAccounts,
  movements,
  products,
  questionAnswers,
  users,
} from '../../../db/schema.ts';

export type AdminUserRow = typeof users.$inferSelect;

const sortColumns: Record<AdminUserSort, SQL | AnyColumn> = {
  createdAt: users.createdAt,
  name: sql`lower(${users.name} || ' ' || ${users.lastName} || ' ' || ${users.secondLastName})`,
  email: users.email,
  documentNumber: sql`coalesce(${users.documentNumber}, '')`,
};

/** Every Drizzle query of the back office's users and of the administrator's own record. */
export const adminUsersRepository = {
  /**
   * One page of the users of a profile, filtered and sorted, with the total that matches. The page is
   * read in order from an index (users_profile_created_idx, users_profile_name_idx) and the total
   * counted apart. A search is counted first, from the GIN index of search terms: when few match,
   * they are all read from that index and sorted, since reading in order would pass nearly every
   * user to find them; a page past the end is not read at all. (`fewMatches` lets a test take
   * either way over the same users.)
   */
  async list(db: Db, profile: Profile, f: ParticipantListRequest, fewMatches = FEW_MATCHES) {
    const conditions: SQL[] = [eq(users.profile, profile)];
    const search = userSearch(f.search);
    if (search) conditions.push(search);
    if (f.status === 'ACTIVE') conditions.push(isNull(users.disabledAt));
    if (f.status === 'DISABLED') conditions.push(isNotNull(users.disabledAt));
    const where = and(...conditions);
    const order = f.direction === 'asc' ? asc : desc;
    const offset = (f.page - 1) * f.limit;
    const countAll = async () => (await db.select({ n: count() }).from(users).where(where))[0]?.n ?? 0;
    const inOrder = () =>
      db
        .select()
        .from(users)
        .where(where)
        .orderBy(order(sortColumns[f.sort]), asc(users.id))
        .limit(f.limit)
        .offset(offset);
    if (!search) {
      const [rows, total] = await Promise.all([inOrder(), countAll()]);
      return { rows, total };
    }
    const total = await countAll();
    if (offset >= total) return { rows: [], total };
    if (total > fewMatches) return { rows: await inOrder(), total };
    // The matches' ids first, from the GIN index (an init plan run once), then their rows by id.
    const matched = db.select({ id: users.id }).from(users).where(where);
    const rows = await db
      .select()
      .from(users)
      .where(sql`${users.id} = any(array(${matched}))`)
      .orderBy(order(sortColumns[f.sort]), asc(users.id))
      .limit(f.limit)
      .offset(offset);
    return { rows, total };
  },

  /** The quota positions (posted > 0) of some users, from the ledger's balances. */
  async holdingsOf(db: Db, userIds: string[]) {
    if (userIds.length === 0) return [];
    return db
      .select({
        userId: ledgerAccounts.userId,
        productId: products.id,
        productName: products.name,
        currency: products.currency,
        quotas: ledgerAccounts.posted,
      })
      .from(ledgerAccounts)
      .innerJoin(products, eq(products.id, ledgerAccounts.productId))
      .where(
        and(
          inArray(ledgerAccounts.userId, userIds),
          eq(ledgerAccounts.kind, 'POSITION'),
          gt(ledgerAccounts.posted, '0'),
        ),
      )
      .orderBy(asc(products.position), asc(products.name));
  },

  /**
   * Each user's first approved subscription's operation day (YYYY-MM-DD); users without one are
   * absent. Per investment only its earliest such movement is read, from movements_investment_idx in
   * date order, instead of every movement of the page's participants.
   */
  async firstSubscriptionsOf(db: Db, userIds: string[]) {
    if (userIds.length === 0) return [];
    const first = db
      .select({ day: movements.operationDate })
      .from(movements)
      .where(
        and(
          eq(movements.investmentId, investments.id),
          eq(movements.type, 'SUBSCRIPTION'),
          eq(movements.status, 'APPROVED'),
        ),
      )
      .orderBy(asc(movements.operationDate))
      .limit(1)
      .as('first');
    return db
      .select({ userId: investments.userId, since: min(first.day) })
      .from(investments)
      .innerJoinLateral(first, sql`true`)
      .where(inArray(investments.userId, userIds))
      .groupBy(investments.userId);
  },

  async findById(db: Db, id: string): Promise<AdminUserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  },

  /** The user's row, locked until the transaction ends (one admin write at a time per user). */
  async lockById(db: Db, id: string): Promise<AdminUserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
    return row;
  },

  async emailTakenByOther(db: Db, email: string, userId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), sql`${users.id} <> ${userId}`))
      .limit(1);
    return row !== undefined;
  },

  async update(db: Db, id: string, changes: Partial<typeof users.$inferInsert>): Promise<void> {
    await db.update(users).set(changes).where(eq(users.id, id));
  },

  /** Users with at least one questionnaire answer (one user when `userId` is given), newest answer first. */
  async answeredUsers(db: Db, f: { userId?: string; search?: string; page: number; limit: number }) {
    const conditions: SQL[] = [
      sql`exists (select 1 from ${questionAnswers} where ${questionAnswers.userId} = ${users.id})`,
    ];
    if (f.userId) conditions.push(eq(users.id, f.userId));
    const search = userSearch(f.search);
    if (search) conditions.push(search);
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(users)
        .where(where)
        .orderBy(desc(users.updatedAt), asc(users.id))
        .limit(f.limit)
        .offset((f.page - 1) * f.limit),
      db.select({ n: count() }).from(users).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  async answersOf(db: Db, userIds: string[]) {
    if (userIds.length === 0) return [];
    return db
      .select()
      .from(questionAnswers)
      .where(inArray(questionAnswers.userId, userIds))
      .orderBy(asc(questionAnswers.answeredAt));
  },

  async adminProfileOf(db: Db, profileId: string | null) {
    if (!profileId) return null;
    const [row] = await db
      .select({ id: adminProfiles.id, name: adminProfiles.name })
      .from(adminProfiles)
      .where(eq(adminProfiles.id, profileId));
    return row ?? null;
  },
};
