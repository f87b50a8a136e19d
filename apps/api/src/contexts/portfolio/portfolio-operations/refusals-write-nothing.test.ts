import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/rows-of.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { productId } from '../../../test/onboarding.ts';
import { postQuotaValue } from '../../catalogue/products/post-quota-value.ts';
import { AFTER_CUTOFF, holder, publishTestValues } from '../rescues/rescues.test-kit.ts';

/**
 * A refused operation writes nothing (architecture A7): a rescue or a reinvestment asked on a fund
 * the caller never held opens no empty position, no quarter counter and stores no key, so the fund
 * still reads as never held (404), not as an empty holding (200).
 */
let t: TestApp;
let bono: { id: string; currency: 'USD' };
let factoring: string;
let h: Awaited<ReturnType<typeof holder>>;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  bono = { id: await publishTestValues(t, 'bono-select-midcap-dolares'), currency: 'USD' };
  factoring = await productId(t, 'factoring-dolares');
  await postQuotaValue(t.ctx, { productId: factoring, valueDate: '2099-11-23', value: '50' });
  await postQuotaValue(t.ctx, { productId: factoring, valueDate: '2099-11-24', value: '55' });
  // Holds Bono only: Factoring is a fund this investor never held.
  h = await holder(t, bono, '100');
  t.clock.now = AFTER_CUTOFF;
});
afterAll(async () => t?.close());

/** Every row an operation could write, counted table by table. */
async function rowCounts() {
  const tables = [
    'ledger_accounts',
    'ledger_transactions',
    'ledger_entries',
    'repurchase_quarters',
    'rescues',
    'movements',
    'idempotency_keys',
    'mail_outbox',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables)
    counts[table] = rowsOf<{ n: number }>(
      await t.db.execute(sql.raw(`select count(*)::int as n from ${table}`)),
    )[0]!.n;
  return counts;
}

const neverHeld = async () => (await h.api.get(`/api/portfolio/${factoring}/overview`)).statusCode;

describe('a refused operation on a fund never held writes nothing', () => {
  it('a rescue: refused, no position, no counter, and the fund still answers 404', async () => {
    expect(await neverHeld()).toBe(404);
    const before = await rowCounts();
    const refused = await h.api.post('/api/rescues', {
      productId: factoring,
      quotas: '1',
      bankAccountId: h.bankAccountId,
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe('No tienes cuotas disponibles para rescatar en este fondo.');
    expect(await rowCounts()).toEqual(before);
    expect(await neverHeld()).toBe(404);
  });

  it('a reinvestment from it: refused, nothing written, and the fund still answers 404', async () => {
    const before = await rowCounts();
    const refused = await h.api.post('/api/portfolio/movements/registerReInvestment', {
      fromProductId: factoring,
      toProductId: bono.id,
      quotas: '1',
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(await rowCounts()).toEqual(before);
    expect(await neverHeld()).toBe(404);
  });
});
