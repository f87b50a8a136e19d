import Decimal from 'decimal.js';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions, users } from '../../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { productId } from '../../../test/onboarding.ts';
import { reconcileLedger } from '../../ledger/ledger/reconcile-ledger.ts';
import { subscribeUnits } from '../../ledger/ledger/subscribe-units.ts';
import { postQuotaValue } from '../../catalogue/products/post-quota-value.ts';
import { AFTER_CUTOFF, holder, position, publishTestValues } from '../rescues/rescues.test-kit.ts';

/**
 * Reinvestments and transfers under concurrency (architecture A7). On PostgreSQL the requests race
 * on separate connections; on PGlite they queue on its one connection, and the outcome is the same.
 */
let t: TestApp;
let bono: { id: string; currency: 'USD' };
let factoring: { id: string; currency: 'USD' };
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  bono = { id: await publishTestValues(t, 'bono-select-midcap-dolares'), currency: 'USD' };
  factoring = { id: await productId(t, 'factoring-dolares'), currency: 'USD' };
  await postQuotaValue(t.ctx, { productId: factoring.id, valueDate: '2099-11-24', value: '55' });
  // Large holders keep each fund's quarterly cap (15 % of its capital) out of the way.
  await newHolder(bono, '100000');
  await newHolder(factoring, '100000');
});
afterAll(async () => t?.close());

/** A new holder, registered on today's clock (sessions are signed with the real time). */
async function newHolder(fund: { id: string; currency: 'USD' }, units: string) {
  t.clock.now = new Date();
  const h = await holder(t, fund, units);
  t.clock.now = AFTER_CUTOFF;
  return h;
}

function alsoHold(userId: string, fund: { id: string; currency: 'USD' }) {
  return t.db.transaction((tx) =>
    subscribeUnits(tx, {
      reference: `test:${userId}:${fund.id}`,
      parties: { userId, productId: fund.id, currency: fund.currency },
      units: '1',
      amount: '1',
      actorUserId: null,
      at: new Date('2099-09-15T17:00:00.000Z'),
    }),
  );
}

const REINVEST = '/api/portfolio/movements/registerReInvestment';
const statuses = (responses: Array<{ statusCode: number }>) =>
  responses.reduce<Record<number, number>>(
    (acc, r) => ({ ...acc, [r.statusCode]: (acc[r.statusCode] ?? 0) + 1 }),
    {},
  );

describe('concurrent reinvestments and transfers', () => {
  it('30 reinvestments against one position: exactly those that fit succeed', async () => {
    const small = await newHolder(bono, '50');
    const responses = await Promise.all(
      Array.from({ length: 30 }, () =>
        small.api.post(REINVEST, { fromProductId: bono.id, toProductId: factoring.id, quotas: '5' }),
      ),
    );
    // 50 / 5 = 10 fit; each buys 5 × 110 / 55 = 10 Factoring quotas.
    expect(statuses(responses)).toEqual({ 201: 10, 409: 20 });
    expect(await position(t, small.userId, bono.id)).toEqual({
      posted: '0.00000000',
      reserved: '0.00000000',
    });
    expect(await position(t, small.userId, factoring.id)).toMatchObject({ posted: '100.00000000' });
    expect((await reconcileLedger(t.db)).ok).toBe(true);
  }, 120_000);

  it('reinvestments crossing the same two funds in opposite directions all complete, none deadlocks', async () => {
    const x = await newHolder(bono, '100');
    const y = await newHolder(factoring, '100');
    // Each already holds a quota of the other fund, so no first-investment minimum applies.
    await alsoHold(x.userId, factoring);
    await alsoHold(y.userId, bono);
    const responses = await Promise.all([
      ...Array.from({ length: 15 }, () =>
        x.api.post(REINVEST, { fromProductId: bono.id, toProductId: factoring.id, quotas: '1' }),
      ),
      ...Array.from({ length: 15 }, () =>
        y.api.post(REINVEST, { fromProductId: factoring.id, toProductId: bono.id, quotas: '5' }),
      ),
    ]);
    expect(statuses(responses)).toEqual({ 201: 30 });
    expect(await position(t, x.userId, bono.id)).toMatchObject({ posted: '85.00000000' });
    expect(await position(t, x.userId, factoring.id)).toMatchObject({ posted: '31.00000000' });
    // 5 Factoring × 55 = 275.00 buys 2.5 Bono quotas each time.
    expect(await position(t, y.userId, factoring.id)).toMatchObject({ posted: '25.00000000' });
    expect(await position(t, y.userId, bono.id)).toMatchObject({ posted: '38.50000000' });
    expect((await reconcileLedger(t.db)).ok).toBe(true);
  }, 120_000);

  it('one Idempotency-Key sent 20 times at once makes one reinvestment', async () => {
    const h = await newHolder(bono, '100');
    const body = { fromProductId: bono.id, toProductId: factoring.id, quotas: '7' };
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => h.api.post(REINVEST, body, 'same-reinvestment-key')),
    );
    // While the first runs, a repeat is told it is in progress (decision 0024); asked again, it replays.
    const inFlight = responses.filter((r) => r.statusCode === 409);
    for (const r of inFlight) expect(r.headers['retry-after']).toBe('1');
    const retried = await Promise.all(
      inFlight.map(() => h.api.post(REINVEST, body, 'same-reinvestment-key')),
    );
    const answered = [...responses.filter((r) => r.statusCode !== 409), ...retried];
    expect(statuses(answered)).toEqual({ 201: 20 });
    expect(new Set(answered.map((r) => r.json().data.id)).size).toBe(1);
    expect(await position(t, h.userId, bono.id)).toMatchObject({ posted: '93.00000000' });
  }, 120_000);

  it('a transfer racing rescues of the same position never takes more than it holds', async () => {
    const sender = await newHolder(bono, '10');
    const receiver = await newHolder(bono, '1');
    await t.db.update(users).set({ profile: 'PARTICIPE' }).where(eq(users.id, receiver.userId));
    const [to] = await t.db
      .select({ email: users.email, documentNumber: users.documentNumber })
      .from(users)
      .where(eq(users.id, receiver.userId));
    const [from] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, sender.userId));
    expect((await sender.api.post('/api/otp/request', { purpose: 'QUOTA_TRANSFER' })).statusCode).toBe(200);
    const code = /es (\d{6})\./.exec(
      await t.lastMailTo(from!.email, 'confirmar la transferencia de tus cuotas'),
    )![1]!;
    const transfersBefore = await t.db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.reference, 'transfer:%'));

    const [transfer, ...rescues] = await Promise.all([
      sender.api.post('/api/portfolio/movements/registerTransfer', {
        productId: bono.id,
        quotas: '6',
        recipient: { documentType: 'DNI', documentNumber: to!.documentNumber, email: to!.email },
        code,
      }),
      ...Array.from({ length: 10 }, () =>
        sender.api.post('/api/rescues', {
          productId: bono.id,
          quotas: '1',
          bankAccountId: sender.bankAccountId,
        }),
      ),
    ]);
    const rescued = rescues.filter((r) => r.statusCode === 201).length;
    const transferred = transfer!.statusCode === 201 ? 6 : 0;
    expect(rescues.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    expect([201, 409]).toContain(transfer!.statusCode);
    expect(transferred + rescued).toBeLessThanOrEqual(10);
    // Whatever the order, the position holds exactly what was not transferred, with the rescues reserved.
    const after = await position(t, sender.userId, bono.id);
    expect(after).toEqual({
      posted: new Decimal(10).minus(transferred).toFixed(8),
      reserved: new Decimal(rescued).toFixed(8),
    });
    const transfersAfter = await t.db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.reference, 'transfer:%'));
    expect(transfersAfter.length - transfersBefore.length).toBe(transferred ? 1 : 0);
    expect((await reconcileLedger(t.db)).ok).toBe(true);
  }, 120_000);
});
