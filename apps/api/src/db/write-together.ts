import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * One write of a set sent together: an INSERT, UPDATE or DELETE without its RETURNING, how many rows
 * it must touch, and what to throw when it touches another number (decision 0021).
 */
export interface Write {
  name: string;
  statement: SQL;
  /** `'any'` for a conditional update whose count is not known beforehand (a profile that may already be right). */
  rows: number | 'any';
  refusal: () => Error;
  /** Told how many rows it touched, once the statement ran (before any refusal of the set). */
  touched?: (rows: number) => void;
  /** A write it reads from, named, with its own RETURNING (an insert whose new id it uses). */
  prelude?: { name: string; statement: SQL };
}

/**
 * Runs several writes as one statement (each a data-modifying CTE), so an operation that writes five
 * tables pays one round trip instead of five. They all see the same snapshot and none sees another's
 * rows (but a prelude's RETURNING), so only independent writes belong together; foreign keys between them hold, as those are
 * checked at the end of the statement. Must run inside the caller's transaction: a write that missed
 * its count throws after the others have run, and only the rollback undoes them.
 */
export async function writeTogether(db: Db, writes: Write[]): Promise<void> {
  if (!writes.length) return;
  const name = (w: Write) => sql.identifier(w.name);
  const ctes = sql.join(
    writes.flatMap((w) => [
      ...(w.prelude ? [sql`${sql.identifier(w.prelude.name)} as (${w.prelude.statement})`] : []),
      sql`${name(w)} as (${w.statement} returning 1)`,
    ]),
    sql`, `,
  );
  const counts = sql.join(
    writes.map((w) => sql`(select count(*) from ${name(w)})::int as ${name(w)}`),
    sql`, `,
  );
  const result = await db.execute(sql`with ${ctes} select ${counts}`);
  const [touched] = (result as unknown as { rows: Array<Record<string, number>> }).rows;
  for (const w of writes) w.touched?.(Number(touched?.[w.name]));
  for (const w of writes) if (w.rows !== 'any' && Number(touched?.[w.name]) !== w.rows) throw w.refusal();
}
