import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userAlerts } from '../../db/schema.ts';
import { investorsChanged } from '../../shared/investor-changes.ts';

export type AlertRow = typeof userAlerts.$inferSelect;

export const alertsRepository = {
  async insert(db: Db, values: typeof userAlerts.$inferInsert): Promise<void> {
    await db.insert(userAlerts).values(values);
    investorsChanged(db, values.userId);
  },

  /** The user's alerts not opened yet, newest first (at most 50: the area shows a short list). */
  async unseen(db: Db, userId: string): Promise<AlertRow[]> {
    return db
      .select()
      .from(userAlerts)
      .where(and(eq(userAlerts.userId, userId), isNull(userAlerts.viewedAt)))
      .orderBy(desc(userAlerts.createdAt))
      .limit(50);
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
