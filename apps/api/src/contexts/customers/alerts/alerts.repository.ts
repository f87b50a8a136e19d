import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { preparedPerDb } from '../../../db/prepared.ts';
import { userAlerts } from '../../../db/schema.ts';
import { investorsChanged } from '../../../shared/investor-changes.ts';

export type AlertRow = typeof userAlerts.$inferSelect;

// Every first view of a portfolio page reads the alerts area: prepared once per connection.
const unseenAlerts = preparedPerDb((db) =>
  db
    .select()
    .from(userAlerts)
    .where(and(eq(userAlerts.userId, sql.placeholder('userId')), isNull(userAlerts.viewedAt)))
    .orderBy(desc(userAlerts.createdAt))
    .limit(50)
    .prepare('investor_unseen_alerts'),
);

export const alertsRepository = {
  async insert(db: Db, values: typeof userAlerts.$inferInsert): Promise<void> {
    await db.insert(userAlerts).values(values);
    investorsChanged(db, values.userId);
  },

  /** The user's alerts not opened yet, newest first (at most 50: the area shows a short list). */
  unseen(db: Db, userId: string): Promise<AlertRow[]> {
    return unseenAlerts(db).execute({ userId });
  },

  async find(db: Db, userId: string, id: string): Promise<AlertRow | undefined> {
    const [row] = await db
      .select()
      .from(userAlerts)
      .where(and(eq(userAlerts.id, id), eq(userAlerts.userId, userId)));
    return row;
  },

  /** Marks it viewed once; opening it again keeps the first time. */
  async markViewed(db: Db, userId: string, id: string, at: Date): Promise<void> {
    await db
      .update(userAlerts)
      .set({ viewedAt: at })
      .where(and(eq(userAlerts.id, id), eq(userAlerts.userId, userId), isNull(userAlerts.viewedAt)));
    investorsChanged(db, userId);
  },
};
