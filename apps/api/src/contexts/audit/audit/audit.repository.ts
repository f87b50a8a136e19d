import { and, asc, count, desc, eq, gt, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { auditLog, investorDocuments, onboardings, products, users } from '../../../db/schema.ts';

export type AuditRow = typeof auditLog.$inferSelect;

/** An arbitrary constant naming the audit chain's lock among the database's advisory locks. */
const CHAIN_LOCK = 7_310_942_211;

export interface AuditFilters {
  entity?: string | undefined;
  entityId?: string | undefined;
  actorUserId?: string | undefined;
  action?: string | undefined;
  /** Inclusive instants. */
  from?: Date | undefined;
  to?: Date | undefined;
}

/**
 * The name behind a row's id where the id alone says nothing to a reader: a fund as the back office
 * names it (code · name (currency)), a user's name and e-mail (read now, so a renamed fund shows its current name),
 * a request's or a published document's investor (and the request's fund), so a document's viewing names whose it was.
 */
const subjectOf = sql<string | null>`case ${auditLog.entity}
  when 'product' then (select ${products.code} || ' · ' || ${products.name} || ' (' || ${products.currency} || ')' from ${products} where ${products.id}::text = ${auditLog.entityId})
  when 'user' then (select ${users.name} || ' ' || ${users.lastName} || ' (' || ${users.email} || ')' from ${users} where ${users.id}::text = ${auditLog.entityId})
  when 'onboarding' then (select ${users.name} || ' ' || ${users.lastName} || ' (' || ${users.email} || ') · ' || ${products.name} || ' (' || ${products.currency} || ')' from ${onboardings} join ${users} on ${users.id} = ${onboardings.userId} join ${products} on ${products.id} = ${onboardings.productId} where ${onboardings.id}::text = ${auditLog.entityId})
  when 'investor-document' then (select ${users.name} || ' ' || ${users.lastName} || ' (' || ${users.email} || ') · ' || ${investorDocuments.title} from ${investorDocuments} join ${users} on ${users.id} = ${investorDocuments.userId} where ${investorDocuments.id}::text = ${auditLog.entityId})
  end`;

const whereOf = (f: AuditFilters) => {
  const parts: SQL[] = [];
  if (f.entity) parts.push(eq(auditLog.entity, f.entity));
  if (f.entityId) parts.push(eq(auditLog.entityId, f.entityId));
  if (f.actorUserId) parts.push(eq(auditLog.actorUserId, f.actorUserId));
  if (f.action) parts.push(eq(auditLog.action, f.action));
  if (f.from) parts.push(gte(auditLog.at, f.from));
  if (f.to) parts.push(lt(auditLog.at, f.to));
  return parts.length ? and(...parts) : undefined;
};

/** The audit log: every Drizzle query of the module. */
export const auditRepository = {
  /**
   * Takes the chain for this transaction (released at commit): the last hash is read and the next
   * row written by one transaction at a time, so the chain never forks.
   */
  async lockChain(db: Db): Promise<string | null> {
    await db.execute(sql`select pg_advisory_xact_lock(${CHAIN_LOCK})`);
    const [last] = await db
      .select({ hash: auditLog.hash })
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(1);
    return last?.hash ?? null;
  },

  async insert(db: Db, row: Omit<typeof auditLog.$inferInsert, 'id'>): Promise<void> {
    await db.insert(auditLog).values(row);
  },

  async page(db: Db, filters: AuditFilters, page: number, limit: number) {
    const where = whereOf(filters);
    const [rows, [total]] = await Promise.all([
      db
        .select({
          row: auditLog,
          actorName: users.name,
          actorLastName: users.lastName,
          actorEmail: users.email,
          subject: subjectOf,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorUserId))
        .where(where)
        // By when each write happened, as the screen's "Cuándo" reads (audit_log_at_idx); rows written
        // out of that order (the demo's back-dated stories, clocks of two processes) still read newest
        // first. The chain's own order is the id's, which the verification walks.
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ n: count() }).from(auditLog).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** Users' names by id, as they are now (who prepared or executed an approval a row names). */
  async namesOf(db: Db, ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: users.id, name: users.name, lastName: users.lastName })
      .from(users)
      .where(inArray(users.id, ids));
    return new Map(rows.map((r) => [r.id, `${r.name} ${r.lastName}`.trim()]));
  },

  /** The rows after `afterId`, in chain order, a batch at a time (a verification never loads all). */
  async batchAfter(db: Db, afterId: number, size: number): Promise<AuditRow[]> {
    return db.select().from(auditLog).where(gt(auditLog.id, afterId)).orderBy(asc(auditLog.id)).limit(size);
  },
};
