import { addDays, limaMidnight, type ReviewListFilter } from '@invierte/domain';
import { and, asc, count, desc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { preparedPagePerShape, windowed } from '../../../db/page-window.ts';
import { preparedPerDb, preparedPerShape } from '../../../db/prepared.ts';
import { userIdentityColumns } from '../../../db/user-identity.ts';
import {
  countedPage,
  FEW_MATCHES,
  uncountedPage,
  userSearchInOrderPlaceholder,
  userSearchPlaceholder,
  userSearchQuery,
} from '../../../db/user-search.ts';
import {
  investments,
  movements,
  onboardingApprovals,
  onboardingFiles,
  onboardings,
  onboardingSignatures,
  products,
  users,
} from '../../../db/schema.ts';

export type ApprovalRow = typeof onboardingApprovals.$inferSelect;
export type FileRow = typeof onboardingFiles.$inferSelect;

const listColumns = {
  row: onboardings,
  user: { id: users.id, ...userIdentityColumns, profile: users.profile },
  product: { id: products.id, name: products.name, currency: products.currency },
};

/** The list's rows that pass `where`, newest change first (the id breaking ties). */
const newestChangeFirst = (db: Db, where: SQL | undefined) =>
  db
    .select(listColumns)
    .from(onboardings)
    .innerJoin(users, eq(users.id, onboardings.userId))
    .innerJoin(products, eq(products.id, onboardings.productId))
    .where(where)
    .orderBy(desc(onboardings.updatedAt), asc(onboardings.id));

const countsByState = preparedPerDb((db) =>
  db
    .select({ state: onboardings.state, n: count() })
    .from(onboardings)
    .groupBy(onboardings.state)
    .prepare('review_counts_by_state'),
);
/** How many investors a search matches, counted up to `cap` (FEW_MATCHES + 1). */
const investorMatches = preparedPerDb((db) => {
  const matches = db
    .select({ one: sql`1` })
    .from(users)
    .where(userSearchPlaceholder)
    .limit(sql.placeholder('cap'))
    .as('matches');
  return db.select({ n: count() }).from(matches).prepare('review_investor_matches');
});
/**
 * Which filters a list has and how a search by the investor is read (`matchedIds`: among a search's
 * few matching investors, read first from the GIN index as an init plan run once; `inOrder`: a broad
 * search's page in the list's order, checking each onboarding's investor): each combination is a
 * prepared statement.
 */
interface ReviewShape {
  state: boolean;
  from: boolean;
  to: boolean;
  search: 'none' | 'matchedIds' | 'inOrder';
}
const shapeKey = (s: ReviewShape) =>
  `${s.state ? 's' : ''}${s.from ? 'f' : ''}${s.to ? 't' : ''}_${s.search}`;

/** The shape's conditions, their values as placeholders (state, from, to, search). */
function filteredBy(db: Db, s: ReviewShape): SQL | undefined {
  const conditions: SQL[] = [];
  if (s.search === 'inOrder') conditions.push(userSearchInOrderPlaceholder);
  if (s.search === 'matchedIds')
    conditions.push(
      sql`${onboardings.userId} = any(array(${db.select({ id: users.id }).from(users).where(userSearchPlaceholder)}))`,
    );
  if (s.state) conditions.push(eq(onboardings.state, sql.placeholder('state')));
  if (s.from) conditions.push(gte(onboardings.createdAt, sql.placeholder('from')));
  if (s.to) conditions.push(lt(onboardings.createdAt, sql.placeholder('to')));
  return conditions.length ? and(...conditions) : undefined;
}

// Prepared by shape (db/prepared.ts): planning these took about as long as running them.
const reviewPage = preparedPagePerShape(
  'review_page',
  shapeKey,
  (db, s: ReviewShape, window, name) =>
    windowed(newestChangeFirst(db, filteredBy(db, s)).$dynamic(), window).prepare(name),
  (s) => s.search === 'inOrder',
);
/** The page of a shape, with the window its limit and offset make (db/page-window.ts). */
const readPage = (db: Db, shape: ReviewShape, values: { limit: number; offset: number }) =>
  reviewPage(db, shape, values).execute(values);
const reviewCount = preparedPerShape('review_count', shapeKey, (db, s: ReviewShape, name) =>
  db.select({ n: count() }).from(onboardings).where(filteredBy(db, s)).prepare(name),
);

/** Lima calendar days, inclusive, as the instants that bound them. */
const datesOf = (f: Pick<ReviewListFilter, 'dateFrom' | 'dateTo'>) => ({
  from: f.dateFrom ? limaMidnight(f.dateFrom).toISOString() : undefined,
  to: f.dateTo ? limaMidnight(addDays(f.dateTo, 1)).toISOString() : undefined,
});

/**
 * The page, its total and whether another follows. Without a search both are read at once. A search first counts the investors that match,
 * from the GIN index and only up to FEW_MATCHES + 1: when few do, their onboardings are found by id
 * through onboardings_user_idx and counted; when more do, the search is not counted (decision 0049)
 * and its page is read in order, checking each onboarding's investor, which stops after a page (and
 * one row more, to say whether another follows).
 */
async function listPage(db: Db, f: ReviewListFilter, fewMatches: number) {
  const search = userSearchQuery(f.names);
  const { from, to } = datesOf(f);
  const values = { state: f.state, from, to, search, limit: f.limit, offset: (f.page - 1) * f.limit };
  const filters = { state: f.state !== undefined, from: from !== undefined, to: to !== undefined };
  if (!search) {
    const shape = { ...filters, search: 'none' } as const;
    const [rows, [n]] = await Promise.all([
      readPage(db, shape, values),
      reviewCount(db, shape).execute(values),
    ]);
    return countedPage(rows, n?.n ?? 0, values.offset);
  }
  const [investors] = await investorMatches(db).execute({ search, cap: fewMatches + 1 });
  if ((investors?.n ?? 0) <= fewMatches) {
    const shape = { ...filters, search: 'matchedIds' } as const;
    const total = (await reviewCount(db, shape).execute(values))[0]?.n ?? 0;
    if (values.offset >= total) return countedPage([], total, values.offset);
    return countedPage(await readPage(db, shape, values), total, values.offset);
  }
  const shape = { ...filters, search: 'inOrder' } as const;
  return uncountedPage(await readPage(db, shape, { ...values, limit: f.limit + 1 }), f.limit);
}

/** Every Drizzle query of the back office's onboarding review. */
export const reviewRepository = {
  /**
   * One page of onboardings, newest change first, with the total that matches (`fewMatches`: see
   * listPage; a test takes either way over the same onboardings).
   */
  async list(db: Db, f: ReviewListFilter, fewMatches = FEW_MATCHES) {
    return listPage(db, f, fewMatches);
  },

  async countByState(db: Db) {
    return countsByState(db).execute();
  },

  async findWithOwner(db: Db, id: string) {
    const [row] = await db
      .select(listColumns)
      .from(onboardings)
      .innerJoin(users, eq(users.id, onboardings.userId))
      .innerJoin(products, eq(products.id, onboardings.productId))
      .where(eq(onboardings.id, id));
    return row;
  },

  async files(db: Db, onboardingId: string, kinds?: string[]): Promise<FileRow[]> {
    const rows = await db
      .select()
      .from(onboardingFiles)
      .where(eq(onboardingFiles.onboardingId, onboardingId))
      .orderBy(asc(onboardingFiles.createdAt), asc(onboardingFiles.id));
    return kinds ? rows.filter((r) => kinds.includes(r.kind)) : rows;
  },

  async signatures(db: Db, onboardingId: string) {
    return db
      .select()
      .from(onboardingSignatures)
      .where(eq(onboardingSignatures.onboardingId, onboardingId))
      .orderBy(asc(onboardingSignatures.createdAt));
  },

  async insertFile(db: Db, row: typeof onboardingFiles.$inferInsert) {
    await db.insert(onboardingFiles).values(row);
  },

  /** Marks a back-office document removed (never deleted); false when there is none to remove. */
  async removeDocument(db: Db, onboardingId: string, fileId: string, by: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(onboardingFiles)
      .set({ removedAt: at, removedBy: by })
      .where(
        and(
          eq(onboardingFiles.id, fileId),
          eq(onboardingFiles.onboardingId, onboardingId),
          eq(onboardingFiles.kind, 'ADMIN_DOCUMENT'),
          isNull(onboardingFiles.removedAt),
        ),
      )
      .returning({ id: onboardingFiles.id });
    return rows.length === 1;
  },

  /** The open (PREPARED) or executed approval of an onboarding, locked when asked. */
  async currentApproval(db: Db, onboardingId: string, lock = false): Promise<ApprovalRow | undefined> {
    const query = db
      .select()
      .from(onboardingApprovals)
      .where(
        and(
          eq(onboardingApprovals.onboardingId, onboardingId),
          sql`${onboardingApprovals.status} in ('PREPARED', 'EXECUTED')`,
        ),
      );
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  async insertApproval(db: Db, row: typeof onboardingApprovals.$inferInsert): Promise<ApprovalRow> {
    const [inserted] = await db.insert(onboardingApprovals).values(row).returning();
    if (!inserted) throw new Error('approval insert returned nothing');
    return inserted;
  },

  async voidApproval(db: Db, id: string, expectedVersion: number): Promise<boolean> {
    const rows = await db
      .update(onboardingApprovals)
      .set({ status: 'VOID', version: sql`${onboardingApprovals.version} + 1` })
      .where(
        and(
          eq(onboardingApprovals.id, id),
          eq(onboardingApprovals.status, 'PREPARED'),
          eq(onboardingApprovals.version, expectedVersion),
        ),
      )
      .returning({ id: onboardingApprovals.id });
    return rows.length === 1;
  },

  /** PREPARED → EXECUTED, naming the status and version read: a racing confirmation updates nothing. */
  async executeApproval(
    db: Db,
    u: { id: string; expectedVersion: number; checkerId: string; at: Date; ledgerTransactionId: string },
  ): Promise<ApprovalRow | undefined> {
    const [row] = await db
      .update(onboardingApprovals)
      .set({
        status: 'EXECUTED',
        checkerId: u.checkerId,
        executedAt: u.at,
        ledgerTransactionId: u.ledgerTransactionId,
        version: sql`${onboardingApprovals.version} + 1`,
      })
      .where(
        and(
          eq(onboardingApprovals.id, u.id),
          eq(onboardingApprovals.status, 'PREPARED'),
          eq(onboardingApprovals.version, u.expectedVersion),
        ),
      )
      .returning();
    return row;
  },

  async movementsOf(db: Db, userId: string) {
    return db
      .select({
        type: movements.type,
        status: movements.status,
        amount: movements.amount,
        quotas: movements.quotas,
      })
      .from(movements)
      .innerJoin(investments, eq(investments.id, movements.investmentId))
      .where(eq(investments.userId, userId));
  },
};
