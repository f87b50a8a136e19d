import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions, rescues, users } from '../../../db/schema.ts';
import { productId } from '../../../test/onboarding.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { postQuotaValue } from '../../catalogue/products/post-quota-value.ts';
import {
  adminApi,
  AFTER_CUTOFF,
  holder,
  position,
  publishTestValues,
} from '../../portfolio/rescues/rescues.test-kit.ts';

/**
 * One Idempotency-Key sent 20 times at once on every money-moving call (docs/ledger.md,
 * "Idempotency"; decision 0024): one operation, and every answer is either the first one or a 409
 * "en proceso" with Retry-After, never a refusal caused by the first request's own effect; asked
 * again after the 409, the call gets the first answer. On PostgreSQL the 20 race on separate
 * connections; on PGlite they queue on its one connection. And a call without a key is refused.
 */
let t: TestApp;
let bono: { id: string; currency: 'USD' };
let factoring: { id: string; currency: 'USD' };
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  bono = { id: await publishTestValues(t, 'bono-select-midcap-dolares'), currency: 'USD' };
  factoring = { id: await productId(t, 'factoring-dolares'), currency: 'USD' };
  await postQuotaValue(t.ctx, { productId: factoring.id, valueDate: '2099-11-24', value: '55' });
  // A large holder keeps each fund's quarterly cap out of the way.
  await newHolder(bono, '100000');
  await newHolder(factoring, '100000');
});
afterAll(async () => t?.close());

async function newHolder(fund: { id: string; currency: 'USD' }, units: string) {
  t.clock.now = new Date();
  const h = await holder(t, fund, units);
  t.clock.now = AFTER_CUTOFF;
  return h;
}

type Reply = Awaited<ReturnType<TestApp['app']['inject']>>;
const IN_FLIGHT =
  'Tu solicitud con esta clave Idempotency-Key aún está en proceso. Vuelve a intentarlo en un momento para recibir su respuesta.';

/**
 * Sends the call 20 times at once, then once more for every 409 "en proceso": each answer must be the
 * first one (same status, same operation) or that 409 with Retry-After. Returns the first answer.
 */
async function twentyAtOnce(send: () => Promise<Reply>, success: number) {
  const replies = await Promise.all(Array.from({ length: 20 }, send));
  const done = replies.filter((r) => r.statusCode === success);
  const inFlight = replies.filter((r) => r.statusCode === 409);
  expect(done.length + inFlight.length, replies.map((r) => r.body).join('\n')).toBe(20);
  expect(done.length).toBeGreaterThan(0);
  for (const r of inFlight) {
    expect(r.json()).toMatchObject({ code: 'CONFLICT', message: IN_FLIGHT });
    expect(r.headers['retry-after']).toBe('1');
  }
  const first = done[0]!.json().data;
  for (const r of done) expect(r.json().data).toEqual(first);
  // A retry after the 409 gets the first answer.
  for (const r of await Promise.all(inFlight.map(() => send()))) {
    expect(r.statusCode, r.body).toBe(success);
    expect(r.json().data).toEqual(first);
  }
  return first;
}

const journalCount = async (prefix: string) =>
  (
    await t.db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.reference, `${prefix}%`))
  ).length;

async function transferCode(h: Awaited<ReturnType<typeof holder>>) {
  expect((await h.api.post('/api/otp/request', { purpose: 'QUOTA_TRANSFER' })).statusCode).toBe(200);
  const [user] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, h.userId));
  return /es (\d{6})\./.exec(
    await t.lastMailTo(user!.email, 'confirmar la transferencia de tus cuotas'),
  )![1]!;
}

async function participant(h: Awaited<ReturnType<typeof holder>>) {
  await t.db.update(users).set({ profile: 'PARTICIPE' }).where(eq(users.id, h.userId));
  const [row] = await t.db
    .select({ email: users.email, documentNumber: users.documentNumber })
    .from(users)
    .where(eq(users.id, h.userId));
  return { documentType: 'DNI' as const, documentNumber: row!.documentNumber!, email: row!.email };
}

describe('one Idempotency-Key sent 20 times at once', () => {
  it('a transfer moves the quotas once; every answer is the first or "en proceso"', async () => {
    const sender = await newHolder(bono, '10');
    const recipient = await participant(await newHolder(bono, '1'));
    const code = await transferCode(sender);
    const before = await journalCount('transfer:');
    const body = { productId: bono.id, quotas: '4', recipient, code };
    await twentyAtOnce(
      () => sender.api.post('/api/portfolio/movements/registerTransfer', body, 'one-transfer-key'),
      201,
    );
    expect(await journalCount('transfer:')).toBe(before + 1);
    expect(await position(t, sender.userId, bono.id)).toMatchObject({ posted: '6.00000000' });
  }, 120_000);

  it('a reinvestment is made once', async () => {
    const h = await newHolder(bono, '100');
    const before = await journalCount('reinvestment:');
    const body = { fromProductId: bono.id, toProductId: factoring.id, quotas: '7' };
    await twentyAtOnce(
      () => h.api.post('/api/portfolio/movements/registerReInvestment', body, 'one-reinvestment-key'),
      201,
    );
    expect(await journalCount('reinvestment:')).toBe(before + 1);
    expect(await position(t, h.userId, bono.id)).toMatchObject({ posted: '93.00000000' });
  }, 120_000);

  it('a rescue is requested once', async () => {
    const h = await newHolder(bono, '40');
    const before = (await t.db.select({ id: rescues.id }).from(rescues)).length;
    const body = { productId: bono.id, quotas: '3', bankAccountId: h.bankAccountId };
    await twentyAtOnce(() => h.api.post('/api/rescues', body, 'one-rescue-key'), 201);
    expect((await t.db.select({ id: rescues.id }).from(rescues)).length).toBe(before + 1);
    expect(await position(t, h.userId, bono.id)).toMatchObject({ reserved: '3.00000000' });
  }, 120_000);

  it('a settlement by the back office pays once', async () => {
    const h = await newHolder(bono, '40');
    const asked = await h.api.post('/api/rescues', {
      productId: bono.id,
      quotas: '5',
      bankAccountId: h.bankAccountId,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const admin = await adminApi(t);
    const id = asked.json().data.id as string;
    const before = await journalCount(`rescue:${id}`);
    const paid = await twentyAtOnce(
      () => admin.post(`/api/admin/rescues/${id}/settle`, {}, 'one-settlement-key'),
      200,
    );
    expect(paid).toMatchObject({ id, status: 'SETTLED' });
    expect(await journalCount(`rescue:${id}`)).toBe(before + 1);
    expect(await position(t, h.userId, bono.id)).toEqual({ posted: '35.00000000', reserved: '0.00000000' });
  }, 120_000);
});

describe('a money-moving call without an Idempotency-Key', () => {
  const MISSING =
    'Falta la cabecera Idempotency-Key: envía una clave única por operación para que un reintento no la repita.';

  it('is refused with a Spanish 400 on every such call, and changes nothing', async () => {
    const h = await newHolder(bono, '20');
    const recipient = await participant(await newHolder(bono, '1'));
    const asked = await h.api.post('/api/rescues', {
      productId: bono.id,
      quotas: '1',
      bankAccountId: h.bankAccountId,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const pending = asked.json().data.id as string;
    const admin = await adminApi(t);
    const rescue = { productId: bono.id, quotas: '1', bankAccountId: h.bankAccountId };
    const calls: Array<[string, () => Promise<Reply>]> = [
      ['POST /api/rescues', () => h.api.post('/api/rescues', rescue, null)],
      ['POST registerRescue', () => h.api.post('/api/portfolio/movements/registerRescue', rescue, null)],
      [
        'POST registerReInvestment',
        () =>
          h.api.post(
            '/api/portfolio/movements/registerReInvestment',
            { fromProductId: bono.id, toProductId: factoring.id, quotas: '1' },
            null,
          ),
      ],
      [
        'POST registerTransfer',
        () =>
          h.api.post(
            '/api/portfolio/movements/registerTransfer',
            { productId: bono.id, quotas: '1', recipient, code: '123456' },
            null,
          ),
      ],
      ['POST settle', () => admin.post(`/api/admin/rescues/${pending}/settle`, {}, null)],
      [
        'POST reject',
        () => admin.post(`/api/admin/rescues/${pending}/reject`, { reason: 'Sin fondos en la cuenta' }, null),
      ],
      [
        'POST approve',
        () =>
          admin.post(
            '/api/admin/onboarding/approve',
            { idOnboarding: '00000000-0000-4000-8000-000000000000' },
            null,
          ),
      ],
    ];
    const journal = await journalCount('');
    const requests = (await t.db.select({ id: rescues.id }).from(rescues)).length;
    for (const [name, send] of calls) {
      const res = await send();
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: MISSING,
        errors: [{ field: 'headers.idempotency-key', message: MISSING }],
      });
    }
    expect(await journalCount('')).toBe(journal);
    expect((await t.db.select({ id: rescues.id }).from(rescues)).length).toBe(requests);
    expect(await position(t, h.userId, bono.id)).toEqual({ posted: '20.00000000', reserved: '1.00000000' });
  }, 120_000);
});
