import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq } from 'drizzle-orm';
import { ledgerAccounts, ledgerEntries, rescues } from '../../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { reconcileLedger } from '../../ledger/ledger/reconcile-ledger.ts';
import { AFTER_CUTOFF, holder, position, publishTestValues, quarterCounter } from './rescues.test-kit.ts';

/**
 * Rescues under concurrency (architecture A7). On PostgreSQL the requests really race on separate
 * connections; on PGlite they queue on its one connection, and the outcome must be the same.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => t?.close());

const statuses = (responses: Array<{ statusCode: number }>) =>
  responses.reduce<Record<number, number>>(
    (acc, r) => ({ ...acc, [r.statusCode]: (acc[r.statusCode] ?? 0) + 1 }),
    {},
  );

describe('concurrent rescues', () => {
  it('100 requests against one position: exactly those that fit succeed, to the last decimal', async () => {
    const fund = { id: await publishTestValues(t, 'mutuo-acreencias-soles'), currency: 'PEN' as const };
    const small = await holder(t, fund, '50.5');
    await holder(t, fund, '10000'); // keeps the quarter's cap (1,507.575 quotas) out of the way
    t.clock.now = AFTER_CUTOFF;
    const responses = await Promise.all(
      Array.from({ length: 100 }, () =>
        small.api.post('/api/rescues', {
          productId: fund.id,
          quotas: '1.01',
          bankAccountId: small.bankAccountId,
        }),
      ),
    );
    // 50.5 / 1.01 = 50 requests fit exactly.
    expect(statuses(responses)).toEqual({ 201: 50, 409: 50 });
    for (const refused of responses.filter((r) => r.statusCode === 409))
      expect(refused.json().message).toMatch(/^No tienes cuotas (suficientes|disponibles)/);
    expect(await position(t, small.userId, fund.id)).toEqual({
      posted: '50.50000000',
      reserved: '50.50000000',
    });
    expect((await quarterCounter(t, fund.id))?.requestedUnits).toBe('50.50000000');
    expect((await reconcileLedger(t.db)).ok).toBe(true);
  }, 120_000);

  it('100 requests across investors of one fund never pass the quarter’s cap', async () => {
    const fund = { id: await publishTestValues(t, 'factoring-la-calera'), currency: 'PEN' as const };
    t.clock.now = new Date();
    const holders = [];
    for (let i = 0; i < 10; i++) holders.push(await holder(t, fund, '100'));
    t.clock.now = AFTER_CUTOFF;
    // Capital 1,000 quotas → cap 150: 75 requests of 2 quotas fit, whoever asks.
    const responses = await Promise.all(
      holders.flatMap((h) =>
        Array.from({ length: 10 }, () =>
          h.api.post('/api/rescues', { productId: fund.id, quotas: '2', bankAccountId: h.bankAccountId }),
        ),
      ),
    );
    expect(statuses(responses)).toEqual({ 201: 75, 409: 25 });
    expect(await quarterCounter(t, fund.id)).toMatchObject({
      capUnits: '150.00000000',
      requestedUnits: '150.00000000',
    });
    let reserved = new Decimal(0);
    for (const h of holders)
      reserved = reserved.plus((await position(t, h.userId, fund.id))?.reserved ?? '0');
    expect(reserved.toFixed(8)).toBe('150.00000000');
    expect((await reconcileLedger(t.db)).ok).toBe(true);
  }, 120_000);

  it('the same Idempotency-Key sent 20 times at once makes one rescue', async () => {
    const fund = { id: await publishTestValues(t, 'factoring-soles'), currency: 'PEN' as const };
    t.clock.now = new Date();
    const h = await holder(t, fund, '40');
    t.clock.now = AFTER_CUTOFF;
    const before = (await t.db.select({ id: rescues.id }).from(rescues)).length;
    const body = { productId: fund.id, quotas: '3', bankAccountId: h.bankAccountId };
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => h.api.post('/api/rescues', body, 'same-key-for-all-20')),
    );
    expect(statuses(responses)).toEqual({ 201: 20 });
    expect(new Set(responses.map((r) => r.json().data.id)).size).toBe(1);
    expect((await t.db.select({ id: rescues.id }).from(rescues)).length).toBe(before + 1);
    expect((await position(t, h.userId, fund.id))?.reserved).toBe('3.00000000');
  }, 120_000);

  it('requests for two funds that go together: each fund counts only its own against its own cap', async () => {
    const tight = { id: await publishTestValues(t, 'bono-select-midcap-dolares'), currency: 'USD' as const };
    const roomy = { id: await publishTestValues(t, 'mutuo-acreencias-dolares'), currency: 'USD' as const };
    t.clock.now = new Date();
    const carla = await holder(t, tight, '100'); // the fund's whole capital: cap 15 quotas
    const dario = await holder(t, roomy, '20');
    await holder(t, roomy, '10000');
    t.clock.now = AFTER_CUTOFF;
    const responses = await Promise.all([
      ...Array.from({ length: 10 }, () =>
        carla.api.post('/api/rescues', {
          productId: tight.id,
          quotas: '2',
          bankAccountId: carla.bankAccountId,
        }),
      ),
      ...Array.from({ length: 5 }, () =>
        dario.api.post('/api/rescues', {
          productId: roomy.id,
          quotas: '3',
          bankAccountId: dario.bankAccountId,
        }),
      ),
    ]);
    // Seven asks of 2 fit under the cap of 15; the other three are told what the quarter has left.
    expect(statuses(responses.slice(0, 10))).toEqual({ 201: 7, 409: 3 });
    for (const refused of responses.slice(0, 10).filter((r) => r.statusCode === 409))
      expect(refused.json().message).not.toMatch(/^No tienes cuotas/);
    expect(statuses(responses.slice(10))).toEqual({ 201: 5 });
    expect(await quarterCounter(t, tight.id)).toMatchObject({
      capUnits: '15.00000000',
      requestedUnits: '14.00000000',
    });
    expect((await quarterCounter(t, roomy.id))?.requestedUnits).toBe('15.00000000');
    expect(await position(t, carla.userId, tight.id)).toEqual({
      posted: '100.00000000',
      reserved: '14.00000000',
    });
    expect(await position(t, dario.userId, roomy.id)).toEqual({
      posted: '20.00000000',
      reserved: '15.00000000',
    });
    expect((await reconcileLedger(t.db)).ok).toBe(true);
  }, 120_000);

  it('requests that go together each get their own answer, and only the accepted ones are written', async () => {
    const fund = { id: await publishTestValues(t, 'bono-select-midcap-soles'), currency: 'PEN' as const };
    t.clock.now = new Date();
    const ana = await holder(t, fund, '10');
    const beto = await holder(t, fund, '10');
    await holder(t, fund, '10000'); // keeps the quarter's cap out of the way
    t.clock.now = AFTER_CUTOFF;
    const rescuesBefore = (await t.db.select({ id: rescues.id }).from(rescues)).length;
    const ask = (quotas: string, bankAccountId = ana.bankAccountId) => ({
      productId: fund.id,
      quotas,
      bankAccountId,
    });
    const [a1, a2, a3, wrongAccount, k1, k2, other1, other2] = await Promise.all([
      ana.api.post('/api/rescues', ask('4')),
      ana.api.post('/api/rescues', ask('4')),
      ana.api.post('/api/rescues', ask('4')),
      ana.api.post('/api/rescues', ask('1', beto.bankAccountId)),
      beto.api.post('/api/rescues', ask('1', beto.bankAccountId), 'beto-key-twice'),
      beto.api.post('/api/rescues', ask('1', beto.bankAccountId), 'beto-key-twice'),
      beto.api.post('/api/rescues', ask('2', beto.bankAccountId), 'beto-key-other-body'),
      beto.api.post('/api/rescues', ask('3', beto.bankAccountId), 'beto-key-other-body'),
    ]);
    // Ana holds 10: two of her three asks of 4 fit, whichever two; the third is told what is left.
    expect(statuses([a1!, a2!, a3!])).toEqual({ 201: 2, 409: 1 });
    expect([a1!, a2!, a3!].find((r) => r.statusCode === 409)!.json().message).toMatch(/^No tienes cuotas/);
    expect(wrongAccount!.statusCode).toBe(400);
    expect(wrongAccount!.json().errors[0].field).toBe('bankAccountId');
    expect([k1!.statusCode, k2!.statusCode]).toEqual([201, 201]);
    expect(k1!.json().data.id).toBe(k2!.json().data.id);
    expect(statuses([other1!, other2!])).toEqual({ 201: 1, 409: 1 });
    expect([other1!, other2!].find((r) => r.statusCode === 409)!.json().message).toMatch(
      /^Esta clave Idempotency-Key ya se usó con otra solicitud/,
    );

    // Written: Ana's two, Beto's key once and one of the other body's asks; nothing of the refusals.
    expect((await t.db.select({ id: rescues.id }).from(rescues)).length).toBe(rescuesBefore + 4);
    expect(await position(t, ana.userId, fund.id)).toEqual({ posted: '10.00000000', reserved: '8.00000000' });
    const betoReserved = (await position(t, beto.userId, fund.id))!.reserved;
    expect(['3.00000000', '4.00000000']).toContain(betoReserved);
    expect((await quarterCounter(t, fund.id))?.requestedUnits).toBe(
      new Decimal(8).plus(betoReserved).toFixed(8),
    );
    // Each entry starts where the one before it on the same account ended.
    const chain = await t.db
      .select({ before: ledgerEntries.balanceBefore, after: ledgerEntries.balanceAfter })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(
        and(
          eq(ledgerAccounts.kind, 'FUND_ISSUED_UNITS'),
          eq(ledgerAccounts.productId, fund.id),
          eq(ledgerEntries.bucket, 'RESERVED'),
        ),
      )
      .orderBy(asc(ledgerEntries.createdAt), desc(ledgerEntries.balanceBefore));
    expect(chain).toHaveLength(4);
    for (let i = 1; i < chain.length; i++) expect(chain[i]!.before).toBe(chain[i - 1]!.after);
    expect((await reconcileLedger(t.db)).ok).toBe(true);
  }, 120_000);
});
