import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { partners, users } from '../../../db/schema.ts';

export const profileRepository = {
  async findById(db: Db, id: string) {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  },
  /** The current avatar, with the row locked until the transaction ends (parallel replacements queue). */
  async lockAvatarPath(db: Db, id: string) {
    const [row] = await db
      .select({ avatarPath: users.avatarPath })
      .from(users)
      .where(eq(users.id, id))
      .for('update');
    return row;
  },
  async setAvatar(db: Db, id: string, avatarPath: string, at: Date) {
    await db.update(users).set({ avatarPath, updatedAt: at }).where(eq(users.id, id));
  },
  async findByAvatarPath(db: Db, avatarPath: string) {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.avatarPath, avatarPath))
      .limit(1);
    return row;
  },
  /** Merges flags into the stored ones in one statement (`||` on jsonb), so parallel updates both land. */
  async mergeFlashdata(db: Db, id: string, flags: Record<string, boolean>): Promise<Record<string, boolean>> {
    const [row] = await db
      .update(users)
      .set({ flashdata: sql`${users.flashdata} || ${JSON.stringify(flags)}::jsonb` })
      .where(eq(users.id, id))
      .returning({ flashdata: users.flashdata });
    return row?.flashdata ?? {};
  },
  async findPartner(db: Db, userId: string) {
    const [row] = await db.select().from(partners).where(eq(partners.userId, userId)).limit(1);
    return row;
  },
};
