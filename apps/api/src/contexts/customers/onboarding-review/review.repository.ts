import type { ReviewListFilter } from '@invierte/domain';
import { and, asc, count, desc, eq, gte, isNull, like, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
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
  user: {
    id: users.id,
    email: users.email,
    name: users.name,
    lastName: users.lastName,
    secondLastName: users.secondLastName,
    documentType: users.documentType,
    documentNumber: users.documentNumber,
    profile: users.profile,
  },
  product: { id: products.id, name: products.name, currency: products.currency },
};

function filterOf(f: Pick<ReviewListFilter, 'state' | 'names' | 'dateFrom' | 'dateTo'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (f.state) conditions.push(eq(onboardings.state, f.state));
  if (f.names) {
    // Names, e-mail and document in the users' one lower-cased, trigram-indexed column.
    const pattern = `%${f.names.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(like(users.searchText, sql`lower(${pattern})`));
  }
  // Dates are Lima calendar days, inclusive (UTC−5 all year).
  if (f.dateFrom) conditions.push(gte(onboardings.createdAt, new Date(`${f.dateFrom}T05:00:00Z`)));
  if (f.dateTo) {
    const end = new Date(`${f.dateTo}T05:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    conditions.push(lt(onboardings.createdAt, end));
  }
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * Without a search: the page read in order from onboardings_state_idx when a state is given, and the
 * total counted on onboardings alone (every onboarding has its user, so the join adds no row).
 */
async function filteredPage(db: Db, f: ReviewListFilter) {
  const where = filterOf(f);
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(onboardings)
      .innerJoin(users, eq(users.id, onboardings.userId))
      .innerJoin(products, eq(products.id, onboardings.productId))
      .where(where)
      .orderBy(desc(onboardings.updatedAt), asc(onboardings.id))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    db.select({ n: count() }).from(onboardings).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * A search by the investor: the matching onboardings are found once (the users' trigram index, then
 * their onboardings) and both the total and the page are taken from that one set; the page's rows
 * are then read by id. A page past the end has no row to carry the total, so only then is it
 * counted apart (page 1 empty means none match).
 */
async function searchPage(db: Db, f: ReviewListFilter) {
  const matched = db
    .$with('matched')
    .as(
      db
        .select({ id: onboardings.id, updatedAt: onboardings.updatedAt })
        .from(onboardings)
        .innerJoin(users, eq(users.id, onboardings.userId))
        .where(filterOf(f)),
    );
  const page = db.$with('page').as(
    db
      .select()
      .from(matched)
      .orderBy(desc(matched.updatedAt), asc(matched.id))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
  );
  const found = await db
    .with(matched, page)
    .select({ ...listColumns, total: sql<number>`(select count(*) from ${matched})`.mapWith(Number) })
    .from(page)
    .innerJoin(onboardings, eq(onboardings.id, page.id))
    .innerJoin(users, eq(users.id, onboardings.userId))
    .innerJoin(products, eq(products.id, onboardings.productId))
    .orderBy(desc(page.updatedAt), asc(page.id));
  const rows = found.map(({ total: _total, ...row }) => row);
  if (found[0]) return { rows, total: found[0].total };
  if (f.page === 1) return { rows, total: 0 };
  const [total] = await db
    .select({ n: count() })
    .from(onboardings)
    .innerJoin(users, eq(users.id, onboardings.userId))
    .where(filterOf(f));
  return { rows, total: total?.n ?? 0 };
}

/** Every Drizzle query of the back office's onboarding review. */
export const reviewRepository = {
  /** One page of onboardings, newest change first, with the total that matches. */
  async list(db: Db, f: ReviewListFilter) {
    return f.names ? searchPage(db, f) : filteredPage(db, f);
  },

  async countByState(db: Db) {
    return db.select({ state: onboardings.state, n: count() }).from(onboardings).groupBy(onboardings.state);
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
