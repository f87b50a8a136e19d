import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../contexts/audit/audit/record-audit.ts';
import { rowsOf } from './rows-of.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * The append-only tables (the audit log and the ledger's journal) refuse TRUNCATE
 * as they refuse UPDATE and DELETE: emptying one in a statement is not a way around their triggers.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  await t.db.transaction((tx) =>
    recordAudit(tx, {
      actorUserId: null as unknown as string,
      client: { ip: '203.0.113.7', userAgent: 'vitest' },
      action: 'test.row',
      entity: 'test',
      entityId: null,
      at: new Date(),
    }),
  );
});

/** The database's own refusal (the query builder wraps it as the error's cause). */
const refusalOf = async (statement: string) => {
  try {
    await t.db.execute(sql.raw(statement));
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    return String(cause instanceof Error ? cause.message : (error as Error).message);
  }
  return 'accepted';
};
afterAll(async () => t?.close());

const count = async (table: string) =>
  rowsOf<{ n: number }>(await t.db.execute(sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;

describe('append-only tables refuse TRUNCATE', () => {
  it.each([
    ['audit_log', /audit_log is append-only/],
    ['ledger_entries', /ledger_entries: the journal is append-only/],
    ['ledger_transactions', /ledger_transactions: the journal is append-only/],
  ])('TRUNCATE %s is refused and leaves every row', async (table, refusal) => {
    const before = await count(table);
    expect(before).toBeGreaterThan(0);
    expect(await refusalOf(`truncate table ${table} cascade`)).toMatch(refusal);
    expect(await count(table)).toBe(before);
  });
});
