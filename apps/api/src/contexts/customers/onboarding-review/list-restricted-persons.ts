import type { RestrictedList, RestrictedListQuery } from '@invierte/domain';
import { count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import { restrictedPersons, users } from '../../../db/schema.ts';

/**
 * GET /api/admin/onboarding/restricted-persons: the restricted list for compliance, newest first,
 * searched by part of the document number or of the reason; who listed each and when.
 */
export async function listRestrictedPersons(
  ctx: AppContext,
  q: RestrictedListQuery,
): Promise<RestrictedList> {
  let where: SQL | undefined;
  if (q.search) {
    const like = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where = or(ilike(restrictedPersons.documentNumber, like), ilike(restrictedPersons.reason, like));
  }
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        documentType: restrictedPersons.documentType,
        documentNumber: restrictedPersons.documentNumber,
        reason: restrictedPersons.reason,
        addedBy: sql<string | null>`${users.name} || ' ' || ${users.lastName}`,
        createdAt: restrictedPersons.createdAt,
      })
      .from(restrictedPersons)
      .leftJoin(users, eq(users.id, restrictedPersons.addedBy))
      .where(where)
      .orderBy(desc(restrictedPersons.createdAt), desc(restrictedPersons.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    ctx.db.select({ n: count() }).from(restrictedPersons).where(where),
  ]);
  return {
    items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    page: q.page,
    limit: q.limit,
    total: total?.n ?? 0,
  };
}
