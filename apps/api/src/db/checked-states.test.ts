import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from './schema.ts';
import { rowsOf } from './rows-of.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Status, kind and type columns hold only their closed set of values, and the database says so too
 * (docs/decisions/0028): a write that bypasses TypeScript with a value outside the set is refused.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => t?.close());

/** The database's own refusal (the query builder wraps it as the error's cause), or 'accepted'. */
const outcomeOf = async (statement: string) => {
  try {
    const result = await t.db.execute(sql.raw(statement));
    return `accepted ${(result as { rowCount?: number; affectedRows?: number }).rowCount ?? (result as { affectedRows?: number }).affectedRows}`;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    return String(cause instanceof Error ? cause.message : (error as Error).message);
  }
};

/** One seeded row of the table, changed to `value` in `column` (an investor, for users: an admin's profile has its own check). */
const setOne = (table: string, column: string, value: string) => {
  const which = table === 'users' ? `where admin_profile_id is null` : '';
  return `update ${table} set ${column} = '${value}'
    where ctid = (select ctid from ${table} ${which} order by ctid limit 1)`;
};

describe('a value outside its set is refused by the database', () => {
  it.each([
    ['users', 'profile', 'SUPERADMIN', 'PARTICIPE'],
    ['users', 'document_type', 'RUC', 'DNI'],
    ['users', 'investor_profile', 'AGRESIVO', 'MODERADO'],
    ['products', 'currency', 'EUR', 'USD'],
    ['products', 'type', 'acciones', 'bono'],
    ['movements', 'type', 'DIVIDEND', 'RESCUE'],
    ['movements', 'status', 'DONE', 'PENDING'],
    ['investments', 'status', 'CLOSED', 'ACTIVE'],
  ])('%s.%s = %s is refused; a value of the set is accepted', async (table, column, outside, inside) => {
    expect(await outcomeOf(setOne(table, column, outside))).toMatch(
      new RegExp(`violates check constraint "${table}_${column}_check"`),
    );
    expect(await outcomeOf(setOne(table, column, inside))).toBe('accepted 1');
  });

  it('an onboarding event outside the history events is refused, though the history is append-only', async () => {
    // The seed has no onboarding: the statement opens one for an investor and records its event.
    const insert = (event: string) =>
      `with opened as (
         insert into onboardings (user_id, product_id, state, contract_state)
         select u.id, p.id, 'IN_PROGRESS', 'PENDING' from users u, products p
         where u.profile = 'INTERESADO' order by u.created_at, p.code limit 1
         returning id, state)
       insert into onboarding_events (onboarding_id, event, to_state) select id, '${event}', state from opened`;
    expect(await outcomeOf(insert('ARCHIVE'))).toMatch(
      /violates check constraint "onboarding_events_event_check"/,
    );
    expect(await outcomeOf(insert('SAVE_PART'))).toBe('accepted 1');
  });
});

describe('the schema and the database declare the same checks', () => {
  it('every CHECK of the Drizzle schema exists in the migrated database, validated', async () => {
    const declared = Object.values(schema)
      .flatMap((value) => (value instanceof PgTable ? getTableConfig(value).checks.map((c) => c.name) : []))
      .sort();
    const present = rowsOf<{ name: string; validated: boolean }>(
      await t.db.execute(
        sql`select conname as name, convalidated as validated from pg_constraint where contype = 'c'`,
      ),
    );
    const validated = new Set(present.filter((c) => c.validated).map((c) => c.name));
    expect(declared.length).toBeGreaterThan(30);
    expect(declared.filter((name) => !validated.has(name))).toEqual([]);
  });
});
