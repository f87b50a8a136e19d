import { amountForQuotas } from '@invierte/domain';
import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { investments, movements, quotaValues, users } from '../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

it('stores a year of daily quota values per product', async () => {
  const rows = await t.db
    .select({ productId: quotaValues.productId, n: sql<number>`count(*)::int` })
    .from(quotaValues)
    .groupBy(quotaValues.productId);
  expect(rows).toHaveLength(7); // six public products and the private FIAMN-LA-CALERA
  for (const r of rows) expect(r.n).toBe(366);
});

it('gives the demo investors a portfolio history whose quotas match amount ÷ quota value', async () => {
  const rows = await t.db
    .select({
      email: users.email,
      amount: movements.amount,
      quotaValue: movements.quotaValue,
      quotas: movements.quotas,
      type: movements.type,
    })
    .from(movements)
    .innerJoin(investments, eq(movements.investmentId, investments.id))
    .innerJoin(users, eq(investments.userId, users.id));
  const countFor = (email: string) => rows.filter((r) => r.email === email).length;
  expect(countFor('interesado@invierte.pe')).toBe(3);
  expect(countFor('participe@invierte.pe')).toBe(3);
  for (const r of rows) {
    // The recorded amount is what the quotas were worth at that day's value, to the cent.
    const abs = new Decimal(r.quotas).abs().toFixed(8);
    const diff = new Decimal(amountForQuotas(abs, r.quotaValue)).minus(r.amount).abs();
    expect(diff.lte('0.01'), `${r.email} ${r.type}`).toBe(true);
    expect(new Decimal(r.quotas).isNegative()).toBe(r.type === 'RESCUE');
  }
});
