import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, movements, users } from '../../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { reconcileLedger } from '../../ledger/ledger/reconcile-ledger.ts';
import {
  adminApi,
  AFTER_CUTOFF,
  BEFORE_CUTOFF,
  freshFund,
  holder,
  position,
  quarterCounter,
  rescueCount,
} from './rescues.test-kit.ts';

/**
 * Rescues end to end through the API (docs/business-rules.md, "Rescues"). Each test has a fund of its
 * own in which two investors hold 100 and 900 quotas bought last quarter, so its capital is 1,000
 * quotas and the quarter's cap 150; whatever a test needs asked before (a pending rescue, a cap
 * nearly used) it asks itself, so the tests pass in any order.
 */
let t: TestApp;

/** The e-mails with `subject` sent to the holder `userId` once every queued one went out. */
async function sentMails(userId: string, subject: string) {
  await t.app.appContext.mail.settled();
  const [user] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return t.db
    .select({ status: mailOutbox.status, text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, user!.email), eq(mailOutbox.subject, subject)));
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
beforeEach(() => {
  t.clock.now = AFTER_CUTOFF;
});
afterAll(async () => t?.close());

type Holder = Awaited<ReturnType<typeof holder>>;

/** A dollar fund of this test's own, its two holders, and the calls they make. */
async function twoHolders() {
  const fund = await freshFund(t, 'USD');
  const h1 = await holder(t, fund, '100');
  const h2 = await holder(t, fund, '900');
  const calc = (query: string) => h1.api.get(`/api/portfolio/investments/rescueCalculation?${query}`);
  const ask = (extra: Record<string, string>, who: Holder = h1) => ({
    productId: fund.id,
    bankAccountId: who.bankAccountId,
    ...extra,
  });
  /** A pending rescue of `quotas` asked by `who`: its id. */
  const pending = async (quotas: string, who: Holder = h1) => {
    const res = await who.api.post('/api/rescues', ask({ quotas }, who));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as string;
  };
  return { fund, h1, h2, calc, ask, pending };
}

describe('the calculation shown before confirming', () => {
  it('prices at the applicable day: the day’s value from 4:30 pm, the previous one before', async () => {
    const { fund, calc } = await twoHolders();
    t.clock.now = BEFORE_CUTOFF;
    const before = await calc(`productId=${fund.id}&quotas=10`);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().data).toMatchObject({
      quotaValue: '100.00000000',
      quotaValueDate: '2099-11-23',
      applicableDay: '2099-11-23',
      quotas: '10.00000000',
      amount: '1000.00',
      fits: true,
      message: null,
    });
    t.clock.now = AFTER_CUTOFF;
    expect((await calc(`productId=${fund.id}&quotas=10`)).json().data).toMatchObject({
      quotaValue: '110.00000000',
      quotaValueDate: '2099-11-24',
      amount: '1100.00',
      availableQuotas: '100.00000000',
      quarter: '2099-Q4',
      capRemainingQuotas: '150.00000000',
      capRemainingAmount: '16500.00',
      maxQuotas: '100.00000000',
      maxAmount: '11000.00',
    });
  });

  it('turns an amount into the quotas that cover it, and explains what does not fit', async () => {
    const { fund, calc } = await twoHolders();
    expect((await calc(`productId=${fund.id}&amount=550`)).json().data).toMatchObject({
      quotas: '5.00000000',
      amount: '550.00',
      fits: true,
    });
    const tooMuch = (await calc(`productId=${fund.id}&quotas=100.5`)).json().data;
    expect(tooMuch).toMatchObject({ fits: false, quotas: '100.50000000', amount: '11055.00' });
    expect(tooMuch.message).toBe(
      'No tienes cuotas suficientes: puedes rescatar hasta 100.00000000 cuotas ($\u00a011,000.00).',
    );
  });

  it('refuses a malformed ask in Spanish and a guest with 401', async () => {
    const { fund, calc } = await twoHolders();
    const both = await calc(`productId=${fund.id}&quotas=1&amount=1`);
    expect(both.statusCode).toBe(400);
    expect(both.body).toContain('Indica las cuotas o el monto a rescatar (solo uno de los dos).');
    const bad = await calc(`productId=${fund.id}&quotas=1.123456789`);
    expect(bad.body).toContain('Ingresa las cuotas como un número con hasta 8 decimales.');
    for (const [method, url] of [
      ['GET', `/api/portfolio/investments/rescueCalculation?productId=${fund.id}&quotas=1`],
      ['GET', '/api/rescues/can-rescue'],
      ['GET', '/api/rescues/pendings'],
      ['GET', '/api/rescues/total-pendings'],
      ['POST', '/api/rescues'],
      ['POST', '/api/portfolio/movements/registerRescue'],
      ['DELETE', `/api/rescues/${fund.id}`],
    ] as const)
      expect(
        (await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode,
      ).toBe(401);
  });
});

describe('requesting a rescue', () => {
  it('reserves the quotas, fixes the amount, writes the movement and answers a replay with the same rescue', async () => {
    const { fund, h1, h2, ask } = await twoHolders();
    const res = await h1.api.post('/api/rescues', ask({ quotas: '10' }), 'rescue-key-0001');
    expect(res.statusCode, res.body).toBe(201);
    const rescue = res.json().data;
    const firstId = rescue.id;
    expect(rescue).toMatchObject({
      productName: fund.name,
      currency: { code: 'USD', symbol: '$' },
      quotas: '10.00000000',
      quotaValue: '110.00000000',
      quotaValueDate: '2099-11-24',
      amount: '1100.00',
      status: 'PENDING',
      bankAccount: { id: h1.bankAccountId, bankName: 'Interbank', accountNumber: '•••• 7905' },
      resolvedAt: null,
    });
    expect(await position(t, h1.userId, fund.id)).toEqual({
      posted: '100.00000000',
      reserved: '10.00000000',
    });
    expect((await quarterCounter(t, fund.id))?.requestedUnits).toBe('10.00000000');
    const [movement] = await t.db
      .select()
      .from(movements)
      .where(eq(movements.idempotencyKey, `rescue:${firstId}`));
    expect(movement).toMatchObject({
      type: 'RESCUE',
      status: 'PENDING',
      amount: '1100.00',
      quotas: '-10.00000000',
    });
    expect(
      await t.lastMailTo(
        (await t.db.query.users.findFirst({ where: (u, { eq: e }) => e(u.id, h1.userId) }))!.email,
      ),
    ).toContain('Recibimos tu solicitud de rescate');

    // The same key and body on either route: the first answer, nothing reserved twice.
    const replay = await h1.api.post(
      '/api/portfolio/movements/registerRescue',
      ask({ quotas: '10' }),
      'rescue-key-0001',
    );
    expect(replay.statusCode).toBe(201);
    expect(replay.json().data.id).toBe(firstId);
    expect((await position(t, h1.userId, fund.id))?.reserved).toBe('10.00000000');
    const other = await h1.api.post('/api/rescues', ask({ quotas: '11' }), 'rescue-key-0001');
    expect(other.statusCode).toBe(409);
    expect(other.body).toContain('Esta clave Idempotency-Key ya se usó con otra solicitud.');

    const pending = (await h1.api.get('/api/rescues/pendings')).json().data;
    expect(pending.map((r: { id: string }) => r.id)).toEqual([firstId]);
    expect((await h1.api.get('/api/rescues/total-pendings')).json().data).toEqual({
      count: 1,
      totals: [{ currency: { code: 'USD', symbol: '$' }, amount: '1100.00', count: 1 }],
    });
    expect((await h2.api.get('/api/rescues/pendings')).json().data).toEqual([]);
  });

  it('answers a replay with the first rescue even when the same request would now be refused', async () => {
    const soles = await freshFund(t, 'PEN');
    await holder(t, soles, '95'); // a capital of 100 quotas: the quarter's cap (15) lets all 5 go
    const h3 = await holder(t, soles, '5');
    const all = { productId: soles.id, bankAccountId: h3.bankAccountId, quotas: '5' };
    const first = await h3.api.post('/api/rescues', all, 'rescue-key-all-0001');
    expect(first.statusCode, first.body).toBe(201);
    // Without the key the same request is refused now: nothing is left to rescue.
    const fresh = await h3.api.post('/api/rescues', all, 'rescue-key-all-0002');
    expect(fresh.statusCode).toBe(409);
    expect(fresh.json().message).toBe('No tienes cuotas disponibles para rescatar en este fondo.');
    const replay = await h3.api.post('/api/rescues', all, 'rescue-key-all-0001');
    expect(replay.statusCode, replay.body).toBe(201);
    expect(replay.json().data.id).toBe(first.json().data.id);
    expect(await position(t, h3.userId, soles.id)).toEqual({ posted: '5.00000000', reserved: '5.00000000' });
  });

  it('refuses more than the available quotas, a wrong account or a fund without a price, changing nothing', async () => {
    const { fund, h1, h2, ask, pending } = await twoHolders();
    await pending('10'); // reserved: 90 of the 100 quotas remain available
    const before = { pos: await position(t, h1.userId, fund.id), rescues: await rescueCount(t) };
    const tooMuch = await h1.api.post('/api/rescues', ask({ quotas: '90.00000001' }));
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe(
      'No tienes cuotas suficientes: puedes rescatar hasta 90.00000000 cuotas ($\u00a09,900.00).',
    );
    // Another investor's account, and a soles account for a dollar fund.
    for (const bankAccountId of [
      h2.bankAccountId,
      (
        await h1.api.post('/api/customers/bank-accounts', {
          bank: 'BCP',
          accountType: 'AHORROS',
          currency: 'PEN',
          accountNumber: '1934567890124',
          cci: '00219300456789012415',
        })
      ).json().data.id,
    ]) {
      const wrong = await h1.api.post('/api/rescues', { productId: fund.id, quotas: '1', bankAccountId });
      expect(wrong.statusCode, wrong.body).toBe(400);
      expect(wrong.json().errors).toEqual([
        {
          field: 'bankAccountId',
          message: 'Elige una de tus cuentas bancarias activas en dólares para recibir tu rescate.',
        },
      ]);
    }
    // Before any quota value was published there is no price to fix the amount with.
    t.clock.now = new Date('2001-01-10T22:00:00.000Z');
    const unpriced = await h1.api.post('/api/rescues', ask({ quotas: '1' }));
    t.clock.now = AFTER_CUTOFF;
    expect(unpriced.statusCode).toBe(409);
    expect(unpriced.json().message).toBe(
      'Aún no hay un valor cuota publicado para este fondo. Inténtalo nuevamente más tarde.',
    );
    expect({ pos: await position(t, h1.userId, fund.id), rescues: await rescueCount(t) }).toEqual(before);
  });

  it('enforces the quarter’s 15 % cap across investors and explains what is still available', async () => {
    const { fund, h1, h2, ask, pending } = await twoHolders();
    await pending('10'); // 140 of the quarter's 150 remain
    const over = await h2.api.post('/api/rescues', ask({ quotas: '140.00000001' }, h2));
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      'El fondo puede recomprar hasta el 15\u00a0% de su capital por trimestre (artículo 34 del reglamento de participación). En este trimestre aún puede recomprar 140.00000000 cuotas ($\u00a015,400.00). Reduce tu solicitud o solicita el resto desde el 01/01/2100.',
    );
    const fits = await h2.api.post('/api/rescues', ask({ quotas: '140' }, h2));
    expect(fits.statusCode, fits.body).toBe(201);
    expect(await quarterCounter(t, fund.id)).toMatchObject({
      capitalUnits: '1000.00000000',
      capUnits: '150.00000000',
      requestedUnits: '150.00000000',
    });
    const can = (await h1.api.get(`/api/rescues/can-rescue?productId=${fund.id}`)).json().data;
    expect(can).toMatchObject({
      canRescue: false,
      products: [{ availableQuotas: '90.00000000', maxQuotas: '0.00000000' }],
    });
    expect(can.message).toContain('El fondo ya alcanzó el límite de recompra de este trimestre');
    const full = await h1.api.post('/api/rescues', ask({ quotas: '1' }));
    expect(full.json().message).toBe(
      'El fondo ya alcanzó el límite de recompra de este trimestre: hasta el 15\u00a0% de su capital (artículo 34 del reglamento de participación). Podrás solicitar tu rescate desde el 01/01/2100.',
    );
  });
});

describe('cancelling, settling and rejecting', () => {
  it('cancels a pending rescue once: the quotas and the cap come back', async () => {
    const { fund, h1, h2, pending } = await twoHolders();
    const firstId = await pending('10');
    await pending('140', h2);
    expect((await h2.api.delete(`/api/rescues/${firstId}`)).statusCode).toBe(404);
    const res = await h1.api.delete(`/api/rescues/${firstId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: firstId, status: 'CANCELED' });
    expect(await position(t, h1.userId, fund.id)).toEqual({ posted: '100.00000000', reserved: '0.00000000' });
    expect((await quarterCounter(t, fund.id))?.requestedUnits).toBe('140.00000000');
    const [movement] = await t.db
      .select()
      .from(movements)
      .where(eq(movements.idempotencyKey, `rescue:${firstId}`));
    expect(movement?.status).toBe('CANCELED');
    const again = await h1.api.delete(`/api/rescues/${firstId}`);
    expect(again.statusCode).toBe(200);
    expect((await quarterCounter(t, fund.id))?.requestedUnits).toBe('140.00000000');
    expect((await h1.api.get('/api/rescues/pendings')).json().data).toEqual([]);
  });

  it('lets only the back office settle: the units leave the position once, the investor is told', async () => {
    const { fund, h2, pending: request } = await twoHolders();
    await request('140', h2);
    const [pending] = (await h2.api.get('/api/rescues/pendings')).json().data;
    expect((await h2.api.post(`/api/admin/rescues/${pending.id}/settle`)).statusCode).toBe(403);
    const admin = await adminApi(t);
    const list = await admin.get('/api/admin/rescues?status=PENDING');
    expect(list.statusCode, list.body).toBe(200);
    const listed = list.json().data.find((r: { id: string }) => r.id === pending.id);
    expect(listed).toMatchObject({
      status: 'PENDING',
      investor: { id: h2.userId },
      payTo: {
        bank: 'INTERBANK',
        bankName: 'Interbank',
        accountNumber: '2003004567905',
        cci: '00320000300456790534',
      },
      resolvedAt: null,
      resolvedBy: null,
    });
    const settled = await admin.post(`/api/admin/rescues/${pending.id}/settle`, {}, 'settle-key-0001');
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json().data).toMatchObject({ status: 'SETTLED', amount: '15400.00' });
    expect(await position(t, h2.userId, fund.id)).toEqual({ posted: '760.00000000', reserved: '0.00000000' });
    const twice = await admin.post(`/api/admin/rescues/${pending.id}/settle`, {}, 'settle-key-0002');
    expect(twice.statusCode).toBe(200);
    expect((await position(t, h2.userId, fund.id))?.posted).toBe('760.00000000');
    // The paid list says when and by whom.
    const paid = (await admin.get('/api/admin/rescues?status=SETTLED')).json().data;
    expect(paid.find((r: { id: string }) => r.id === pending.id)).toMatchObject({
      resolvedAt: settled.json().data.resolvedAt,
      resolvedBy: { email: 'admin@invierte.pe' },
    });
    expect(settled.json().data.resolvedAt).toEqual(expect.any(String));
    // Told once, by the resolution that committed, with the amount and the account.
    const told = await sentMails(h2.userId, 'Tu rescate fue pagado');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ status: 'SENT' });
    expect(told[0]!.text).toContain('$\u00a015,400.00 a tu cuenta Interbank');
    const cancel = await h2.api.delete(`/api/rescues/${pending.id}`);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe('Esta solicitud de rescate ya fue pagada.');
    // Settled rescues keep counting against the quarter's cap.
    expect((await quarterCounter(t, fund.id))?.requestedUnits).toBe('140.00000000');
    expect((await reconcileLedger(t.db)).ok).toBe(true);
  });

  it('rejects with a reason the investor reads; the quotas and the cap are available again', async () => {
    const { fund, h1, ask } = await twoHolders();
    const admin = await adminApi(t);
    const created = (await h1.api.post('/api/rescues', ask({ quotas: '5' }))).json().data;
    const short = await admin.post(`/api/admin/rescues/${created.id}/reject`, { reason: 'no' });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('Indica el motivo del rechazo (al menos 5 caracteres).');
    const rejected = await admin.post(`/api/admin/rescues/${created.id}/reject`, {
      reason: 'La cuenta bancaria no coincide con el titular.',
    });
    expect(rejected.json().data).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'La cuenta bancaria no coincide con el titular.',
    });
    expect(await position(t, h1.userId, fund.id)).toEqual({ posted: '100.00000000', reserved: '0.00000000' });
    expect((await quarterCounter(t, fund.id))?.requestedUnits).toBe('0.00000000');
    expect((await reconcileLedger(t.db)).ok).toBe(true);
    // The refused short reason told nothing; the rejection tells the reason, once.
    const told = await sentMails(h1.userId, 'Tu solicitud de rescate no fue aprobada');
    expect(told.map((m) => m.status)).toEqual(['SENT']);
    expect(told[0]!.text).toContain('Motivo: La cuenta bancaria no coincide con el titular.');
  });
});

describe('quarters', () => {
  it('opens a new counter each quarter on the capital in circulation when it begins', async () => {
    const { fund, h1, h2, ask, pending } = await twoHolders();
    const paid = await pending('140', h2);
    const settled = await (await adminApi(t)).post(`/api/admin/rescues/${paid}/settle`);
    expect(settled.statusCode, settled.body).toBe(200);
    t.clock.now = new Date('2100-01-05T22:00:00.000Z');
    const res = await h1.api.post('/api/rescues', ask({ quotas: '2' }));
    expect(res.statusCode, res.body).toBe(201);
    // 1,000 quotas less the 140 settled in 2099-Q4 are in circulation on 1 January 2100.
    expect(await quarterCounter(t, fund.id, '2100-Q1')).toMatchObject({
      capitalUnits: '860.00000000',
      capUnits: '129.00000000',
      requestedUnits: '2.00000000',
    });
  });
});
