import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { parameters } from '../../../db/schema.ts';

/** The waiting texts the back office changed live in `parameters`, as other texts it maintains. */
const GROUP = 'waiting-notice';

export const waitingNoticesRepository = {
  /** The texts the back office changed, by key (the others keep their defaults). */
  async stored(db: Db): Promise<Record<string, string>> {
    const rows = await db
      .select({ key: parameters.key, text: parameters.text })
      .from(parameters)
      .where(eq(parameters.groupName, GROUP));
    return Object.fromEntries(rows.map((r) => [r.key, r.text]));
  },

  /** The stored text of one key, locked for the caller's update. */
  async lock(db: Db, key: string): Promise<string | undefined> {
    const [row] = await db
      .select({ text: parameters.text })
      .from(parameters)
      .where(and(eq(parameters.groupName, GROUP), eq(parameters.key, key)))
      .for('update');
    return row?.text;
  },

  async save(db: Db, key: string, text: string): Promise<void> {
    await db
      .insert(parameters)
      .values({ groupName: GROUP, key, text })
      .onConflictDoUpdate({ target: [parameters.groupName, parameters.key], set: { text } });
  },

  /** Back to the default: the row goes, so a later change of the default reaches the investor. */
  async remove(db: Db, key: string): Promise<void> {
    await db.delete(parameters).where(and(eq(parameters.groupName, GROUP), eq(parameters.key, key)));
  },
};
