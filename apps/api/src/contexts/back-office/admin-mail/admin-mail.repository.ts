import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AdminMailQuery, MailStatus } from '@invierte/domain';
import type { Db } from '../../../db/client.ts';
import { mailOutbox } from '../../../db/schema.ts';

const columns = {
  id: mailOutbox.id,
  to: mailOutbox.toAddress,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
  nextAttemptAt: mailOutbox.nextAttemptAt,
  lastError: mailOutbox.lastError,
};

export type MailRow = {
  id: string;
  to: string;
  subject: string;
  status: string;
  attempts: number;
  createdAt: Date;
  sentAt: Date | null;
  nextAttemptAt: Date | null;
  lastError: string | null;
};

/** The outbox as the back office reads it: never the bodies (they may hold single-use links). */
export const adminMailRepository = {
  async list(db: Db, q: AdminMailQuery) {
    const like = q.search ? `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
    const where: SQL | undefined = and(
      q.status ? eq(mailOutbox.status, q.status) : undefined,
      like ? or(ilike(mailOutbox.toAddress, like), ilike(mailOutbox.subject, like)) : undefined,
    );
    const [rows, [total], perStatus] = await Promise.all([
      db
        .select(columns)
        .from(mailOutbox)
        .where(where)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit),
      db.select({ n: count() }).from(mailOutbox).where(where),
      db.select({ status: mailOutbox.status, n: count() }).from(mailOutbox).groupBy(mailOutbox.status),
    ]);
    const counts: Record<MailStatus, number> = { QUEUED: 0, SENT: 0, FAILED: 0 };
    for (const r of perStatus) if (r.status in counts) counts[r.status] = r.n;
    return { rows: rows as MailRow[], total: total?.n ?? 0, counts };
  },

  async find(db: Db, id: string): Promise<MailRow | undefined> {
    const [row] = await db.select(columns).from(mailOutbox).where(eq(mailOutbox.id, id));
    return row as MailRow | undefined;
  },
};
