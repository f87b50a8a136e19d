import { sql, type SQL } from 'drizzle-orm';
import { customType, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** The row's creation and last-change times, as every table names them. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The CHECK that keeps a status, kind or type column inside its closed set of values: the same list
 * that types the column in TypeScript, so the database refuses what the compiler would (a raw SQL
 * write, a script, a bug). A null passes; NOT NULL says whether one may be stored.
 */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  for (const value of values)
    if (!/^[A-Za-z0-9_-]+$/.test(value)) throw new Error(`Not a plain value: ${value}`);
  return sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
}

/** PostgreSQL's tsvector, read as its text form (only searches use it, in SQL). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
