import { asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { newsletterSubscriptions } from '../../../db/schema.ts';

/**
 * Letters are the newsletter's entries: the footer's sign-ups (POST /api/newsletter/register) and the
 * onboarding's (POST /api/onboarding/letter/register) share `newsletter_subscriptions`.
 */
export const lettersRepository = {
  async list(db: Db, f: { page: number; limit: number; search?: string }) {
    let where: SQL | undefined;
    if (f.search) {
      const like = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where = or(ilike(newsletterSubscriptions.email, like), ilike(newsletterSubscriptions.name, like));
    }
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(newsletterSubscriptions)
        .where(where)
        .orderBy(desc(newsletterSubscriptions.createdAt), asc(newsletterSubscriptions.id))
        .limit(f.limit)
        .offset((f.page - 1) * f.limit),
      db.select({ n: count() }).from(newsletterSubscriptions).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** Deletes one entry and returns what it held (for the audit log); null when there was none. */
  async delete(db: Db, id: string): Promise<{ email: string; name: string; source: string } | null> {
    const [row] = await db
      .delete(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.id, id))
      .returning({
        email: newsletterSubscriptions.email,
        name: newsletterSubscriptions.name,
        source: newsletterSubscriptions.source,
      });
    return row ?? null;
  },
};
