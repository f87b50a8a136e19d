import type { AdminUserItem, AdminUserSort, ParticipantListRequest, Profile } from '@invierte/domain';
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
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { preparedPagePerShape, windowed } from '../../../db/page-window.ts';
import { preparedPerShape } from '../../../db/prepared.ts';
import { userIdentityColumns } from '../../../db/user-identity.ts';
import {
  countedPage,
  FEW_MATCHES,
  uncountedPage,
  userSearch,
  userSearchInOrderPlaceholder,
  userSearchPlaceholder,
  userSearchQuery,
} from '../../../db/user-search.ts';
import { adminProfiles, ledgerAccounts, questionAnswers, userCounts, users } from '../../../db/schema.ts';

export type AdminUserRow = typeof users.$inferSelect;

const sortColumns: Record<AdminUserSort, SQL | AnyColumn> = {
  createdAt: users.createdAt,
  name: sql`lower(${users.name} || ' ' || ${users.lastName} || ' ' || ${users.secondLastName})`,
  email: users.email,
  documentNumber: sql`coalesce(${users.documentNumber}, '')`,
};

/**
 * A participant's quota positions (posted > 0, from the ledger's balances) and the operation day of
 * her first approved subscription (per investment only its earliest such movement, from
 * movements_investment_idx), read with her row: a page of users is one query, not three. Quotas are
 * text, as every amount leaves the database; others than participants hold nothing.
 */
// Written out qualified: Drizzle names a lone table's columns without their table, which inside these
// subqueries would name theirs.
const participantColumns = {
  holdings: sql<
    AdminUserItem['holdings']
  >`${sql.raw(`case when "users"."profile" = 'PARTICIPE' then coalesce((
    select json_agg(json_build_object('productId', p.id, 'productName', p.name, 'currency', p.currency,
      'quotas', a.posted::text) order by p.position, p.name)
    from ledger_accounts a join products p on p.id = a.product_id
    where a.user_id = "users"."id" and a.kind = 'POSITION' and a.posted > 0), '[]'::json)
    else '[]'::json end`)}`,
  participantSince: sql<string | null>`${sql.raw(`case when "users"."profile" = 'PARTICIPE' then (
    select min(first.day)::text from investments i cross join lateral (
      select m.operation_date as day from movements m
      where m.investment_id = i.id and m.type = 'SUBSCRIPTION' and m.status = 'APPROVED'
      order by m.operation_date limit 1) first
    where i.user_id = "users"."id") end`)}`,
};

/**
 * What the lists show of a user (admin-user-view.ts), with her positions and first subscription:
 * never her password's hash, tokens or search terms (a tsvector costs the database its text form).
 */
const listColumns = {
  id: users.id,
  ...userIdentityColumns,
  profile: users.profile,
  affluent: users.affluent,
  emailVerifiedAt: users.emailVerifiedAt,
  questionCompleted: users.questionCompleted,
  investorProfile: users.investorProfile,
  disabledAt: users.disabledAt,
  createdAt: users.createdAt,
  ...participantColumns,
};
/** A user's row with what the back office's lists show beside it. */
export type AdminUserListRow = Pick<
  AdminUserRow,
  Exclude<keyof typeof listColumns, keyof typeof participantColumns>
> & {
  holdings: AdminUserItem['holdings'];
  participantSince: string | null;
};

type Status = 'ACTIVE' | 'DISABLED' | 'ALL';
/**
 * A page's shape: which status it filters by, where its rows come from (`all`: in the sort's order
 * from its index; `matchedIds`: among a search's few matches, read first from the GIN index as an
 * init plan run once; `inOrder`: a broad search's page in the sort's order, checking each row's
 * terms) and its order. Each combination is a prepared statement of its own.
 */
interface ListShape {
  status: Status;
  among: 'all' | 'matchedIds' | 'inOrder';
  sort: AdminUserSort;
  direction: 'asc' | 'desc';
}

/** The profile and status filters and a search, their values as placeholders (profile, search). */
function filteredBy(status: Status, search?: SQL): SQL {
  const conditions: SQL[] = [eq(users.profile, sql.placeholder('profile'))];
  if (search) conditions.push(search);
  if (status === 'ACTIVE') conditions.push(isNull(users.disabledAt));
  if (status === 'DISABLED') conditions.push(isNotNull(users.disabledAt));
  return and(...conditions)!;
}

/**
 * How many users of the profile the status takes in, kept by a trigger (migration 0036): a row or two
 * read instead of every user counted.
 */
function usersCounted(db: Db, status: Status) {
  const conditions: SQL[] = [eq(userCounts.profile, sql.placeholder('profile'))];
  if (status !== 'ALL') conditions.push(eq(userCounts.disabled, status === 'DISABLED'));
  return db
    .select({ n: sql<number>`coalesce(sum(${userCounts.n}), 0)`.mapWith(Number) })
    .from(userCounts)
    .where(and(...conditions));
}

// Prepared by shape (db/prepared.ts): planning the page's query took longer than running it.
const participantCount = preparedPerShape('participant_count', String, (db, status: Status, name) =>
  usersCounted(db, status).prepare(name),
);

/** How many of them a search matches, counted up to `cap` (FEW_MATCHES + 1). */
const participantMatches = preparedPerShape('participant_matches', String, (db, status: Status, name) => {
  const matches = db
    .select({ one: sql`1` })
    .from(users)
    .where(filteredBy(status, userSearchPlaceholder))
    .limit(sql.placeholder('cap'))
    .as('matches');
  return db.select({ n: count() }).from(matches).prepare(name);
});

/**
 * The page's ids first (in order from the index, or among the few matches), then its rows with their
 * positions: the subqueries run for the page only, never for the rows an offset skips. An unsearched
 * page brings its total along (read once, as an init plan): one round trip instead of two.
 */
const participantPage = preparedPagePerShape(
  'participant_page',
  (s: ListShape) => `${s.status}_${s.among}_${s.sort}_${s.direction}`,
  (db, s, window, name) => {
    const order = s.direction === 'asc' ? asc : desc;
    const among = {
      all: () => filteredBy(s.status),
      inOrder: () => filteredBy(s.status, userSearchInOrderPlaceholder),
      matchedIds: () =>
        sql`${users.id} = any(array(${db
          .select({ id: users.id })
          .from(users)
          .where(filteredBy(s.status, userSearchPlaceholder))}))`,
    }[s.among]();
    const pageIds = windowed(
      db
        .select({ id: users.id })
        .from(users)
        .where(among)
        .orderBy(order(sortColumns[s.sort]), asc(users.id))
        .$dynamic(),
      window,
    );
    const total =
      s.among === 'all'
        ? sql<number>`(${usersCounted(db, s.status)})`.mapWith(Number)
        : sql<number | null>`null`;
    // The ids as an array (an init plan): planned so, the page's plan does not hang on a guess of how
    // many rows its OFFSET skips, and PostgreSQL keeps it even for later pages.
    return db
      .select({ ...listColumns, total })
      .from(users)
      .where(sql`${users.id} = any(array(${pageIds}))`)
      .orderBy(order(sortColumns[s.sort]), asc(users.id))
      .prepare(name);
  },
  (s) => s.among === 'inOrder',
);

/** A page's rows without the total some of them carry. */
const rowsOf = <R extends { total: unknown }>(rows: R[]) => rows.map(({ total: _, ...row }) => row);

export const adminUsersRepository = {
  /**
   * One page of a profile's users with their total and whether another page follows. A search first
   * counts its matches up to FEW_MATCHES + 1 (the GIN index): that count is the total when it is not
   * more; past it the search is not counted (decision 0049) and its page is read in the sort's order,
   * with one row more to say whether another follows. `fewMatches`: a test takes both ways.
   */
  async list(db: Db, profile: Profile, f: ParticipantListRequest, fewMatches = FEW_MATCHES) {
    const search = userSearchQuery(f.search);
    const status = f.status ?? 'ALL';
    const values = { profile, search, limit: f.limit, offset: (f.page - 1) * f.limit };
    const page = (among: ListShape['among'], limit = f.limit) => {
      const shape: ListShape = { status, among, sort: f.sort, direction: f.direction };
      return participantPage(db, shape, { limit, offset: values.offset }).execute({ ...values, limit });
    };
    if (!search) {
      const rows = await page('all');
      // A page past the end has no row to carry the total.
      const total = rows[0]?.total ?? (await participantCount(db, status).execute(values))[0]?.n ?? 0;
      return countedPage(rowsOf(rows), total, values.offset);
    }
    const total =
      (await participantMatches(db, status).execute({ ...values, cap: fewMatches + 1 }))[0]?.n ?? 0;
    if (total <= fewMatches)
      return countedPage(
        values.offset >= total ? [] : rowsOf(await page('matchedIds')),
        total,
        values.offset,
      );
    return uncountedPage(rowsOf(await page('inOrder', f.limit + 1)), f.limit);
  },

  /** One user's row as the lists show it (after an edit or a change of access). */
  async findListRow(db: Db, id: string): Promise<AdminUserListRow | undefined> {
    const [row] = await db.select(listColumns).from(users).where(eq(users.id, id)).limit(1);
    return row;
  },

  /** Whether she holds quotas in any fund (a position with posted > 0). */
  async holdsQuotas(db: Db, userId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.userId, userId),
          eq(ledgerAccounts.kind, 'POSITION'),
          gt(ledgerAccounts.posted, '0'),
        ),
      )
      .limit(1);
    return row !== undefined;
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
