import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows-of.ts';
import { investorDocuments, products, statementRuns, statementSettings, users } from '../../../db/schema.ts';

/** How long a claimed statement is its process's: one that died meanwhile leaves it to another. */
const LEASE_MS = 10 * 60_000;

export interface ClaimedRun {
  id: string;
  userId: string;
}

/** The monthly statements' runs, the investor's choice of the e-mail and her stored documents. */
export const monthlyStatementsRepository = {
  /**
   * One run per participant who held quotas in the month (a posted balance at its start, or an
   * operation during it), for a month that ends before `end`; the runs already there are left as
   * they are (`ON CONFLICT DO NOTHING`), so every process may call this at once.
   */
  async insertDueRuns(db: Db, period: string, start: Date, end: Date): Promise<number> {
    const rows = rowsOf<{ id: string }>(
      await db.execute(sql`insert into statement_runs (user_id, period)
        select distinct a.user_id, ${period}::text from ledger_accounts a
          join users u on u.id = a.user_id
        where a.kind = 'POSITION' and a.user_id is not null and u.profile = 'PARTICIPE' and u.disabled_at is null
          and (
            exists (select 1 from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
              where e.account_id = a.id and e.bucket = 'POSTED'
                and t.created_at >= ${start.toISOString()}::timestamptz and t.created_at < ${end.toISOString()}::timestamptz)
            or coalesce((select e.balance_after from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
              where e.account_id = a.id and e.bucket = 'POSTED' and t.created_at < ${start.toISOString()}::timestamptz
              order by t.created_at desc, e.line desc limit 1), 0) > 0
          )
        on conflict (user_id, period) do nothing
        returning id`),
    );
    return rows.length;
  },

  /**
   * Takes one pending run of the month whose lease is free, with `FOR UPDATE SKIP LOCKED` so two
   * processes never take the same one, and leases it (decision 0039).
   */
  async claimOne(db: Db, period: string, at: Date): Promise<ClaimedRun | undefined> {
    const [row] = rowsOf<{ id: string; user_id: string }>(
      await db.execute(sql`update statement_runs set lease_until = ${new Date(at.getTime() + LEASE_MS).toISOString()}::timestamptz
        where id = (select id from statement_runs
          where period = ${period} and status = 'PENDING'
            and (lease_until is null or lease_until <= ${at.toISOString()}::timestamptz)
          order by created_at, id limit 1 for update skip locked)
        returning id, user_id`),
    );
    return row ? { id: row.id, userId: row.user_id } : undefined;
  },

  /** Marks a claimed run done; false when it is done already (its lease ran out and another did it). */
  async markDone(
    db: Db,
    id: string,
    done: { documentId: string; emailed: boolean; at: Date },
  ): Promise<boolean> {
    const rows = await db
      .update(statementRuns)
      .set({ status: 'DONE', documentId: done.documentId, emailed: done.emailed, doneAt: done.at })
      .where(and(eq(statementRuns.id, id), eq(statementRuns.status, 'PENDING')))
      .returning({ id: statementRuns.id });
    return rows.length === 1;
  },

  async recipient(db: Db, userId: string) {
    const [row] = await db
      .select({
        email: users.email,
        name: users.name,
        monthlyEmail: statementSettings.monthlyEmail,
      })
      .from(users)
      .leftJoin(statementSettings, eq(statementSettings.userId, users.id))
      .where(eq(users.id, userId));
    return row && { email: row.email, name: row.name, monthlyEmail: row.monthlyEmail ?? true };
  },

  async monthlyEmail(db: Db, userId: string): Promise<boolean> {
    const [row] = await db
      .select({ monthlyEmail: statementSettings.monthlyEmail })
      .from(statementSettings)
      .where(eq(statementSettings.userId, userId));
    return row?.monthlyEmail ?? true;
  },

  async setMonthlyEmail(db: Db, userId: string, monthlyEmail: boolean, at: Date): Promise<void> {
    await db
      .insert(statementSettings)
      .values({ userId, monthlyEmail, updatedAt: at })
      .onConflictDoUpdate({ target: statementSettings.userId, set: { monthlyEmail, updatedAt: at } });
  },

  async insertDocument(db: Db, row: typeof investorDocuments.$inferInsert): Promise<void> {
    await db.insert(investorDocuments).values(row);
  },

  /** The shown tax certificate of a year, if the January run of another month stored it already. */
  async taxCertificateOf(db: Db, userId: string, title: string) {
    const [row] = await db
      .select({ fileKey: investorDocuments.fileKey, fileName: investorDocuments.fileName })
      .from(investorDocuments)
      .where(
        and(
          eq(investorDocuments.userId, userId),
          eq(investorDocuments.type, 'TAX_CERTIFICATE'),
          eq(investorDocuments.title, title),
          isNull(investorDocuments.removedAt),
        ),
      );
    return row;
  },

  /** Every shown document of the investor (her statements, certificates, reports), newest first. */
  async documentsOf(db: Db, userId: string) {
    return db
      .select({
        id: investorDocuments.id,
        productId: investorDocuments.productId,
        productName: products.name,
        type: investorDocuments.type,
        title: investorDocuments.title,
        fileName: investorDocuments.fileName,
        size: investorDocuments.size,
        createdAt: investorDocuments.createdAt,
      })
      .from(investorDocuments)
      .leftJoin(products, eq(products.id, investorDocuments.productId))
      .where(and(eq(investorDocuments.userId, userId), isNull(investorDocuments.removedAt)))
      .orderBy(desc(investorDocuments.createdAt), desc(investorDocuments.id));
  },

  /** Code and slug of the funds named (the certificate prints the code; the rate may depend on the slug). */
  async productsById(db: Db, ids: string[]) {
    if (!ids.length) return new Map<string, { code: string; slug: string }>();
    const rows = await db
      .select({ id: products.id, code: products.code, slug: products.slug })
      .from(products)
      .where(inArray(products.id, ids));
    return new Map(rows.map((r) => [r.id, { code: r.code, slug: r.slug }]));
  },
};
