import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  movements,
  userAlerts,
  users,
} from '../../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { newInvestor, productId } from '../../../test/onboarding.ts';
import { reconcileLedger } from '../../ledger/ledger/reconcile-ledger.ts';
import {
  AFTER_CUTOFF,
  BEFORE_CUTOFF,
  freshFund,
  holder,
  position,
  quarterCounter,
} from '../rescues/rescues.test-kit.ts';

/**
 * Reinvestment and transfer through the API (docs/business-rules.md, "Reinvestment" and "Transfer").
 * Each test has two dollar funds of its own: a bono worth 100 on 23 Nov 2099 and 110 on the 24th, in
 * which two investors hold 100 and 900 quotas bought last quarter (capital 1,000 quotas, so the
 * quarter's repurchase cap is 150), and a factoring worth 50 and 55 with a $ 500 minimum. Whatever a
 * test needs done before, it does itself, so the tests pass in any order.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
beforeEach(() => {
  t.clock.now = AFTER_CUTOFF;
});
afterAll(async () => t?.close());

const REINVEST = '/api/portfolio/movements/registerReInvestment';
const TRANSFER = '/api/portfolio/movements/registerTransfer';

const movementsOf = (kind: 'reinvestment' | 'transfer') =>
  t.db
    .select({ quotas: movements.quotas, amount: movements.amount, status: movements.status })
    .from(movements)
    .where(like(movements.idempotencyKey, `${kind}:%`));

/** This test's funds and holders, and what a refusal must leave as it was. */
async function funds() {
  const bono = await freshFund(t, 'USD');
  const factoring = (await freshFund(t, 'USD', { values: ['50', '55'], minInvestment: '500.00' })).id;
  const h1 = await holder(t, bono, '100');
  const h2 = await holder(t, bono, '900');
  const state = async () => ({
    h1Bono: await position(t, h1.userId, bono.id),
    h1Factoring: await position(t, h1.userId, factoring),
    h2Bono: await position(t, h2.userId, bono.id),
    requested: (await quarterCounter(t, bono.id))?.requestedUnits ?? '0',
    movements: (await t.db.select({ id: movements.id }).from(movements)).length,
    transactions: (await t.db.select({ id: ledgerTransactions.id }).from(ledgerTransactions)).length,
  });
  return { bono, factoring, h1, h2, state };
}

describe('reinvestment', () => {
  it('shows the figures before confirming, and asking changes nothing', async () => {
    const { bono, factoring, h1, state } = await funds();
    const before = await state();
    const calc = (q: string) =>
      h1.api.get(
        `/api/portfolio/movements/reinvestmentCalculation?fromProductId=${bono.id}&toProductId=${factoring}&${q}`,
      );
    const fits = await calc('quotas=10');
    expect(fits.statusCode, fits.body).toBe(200);
    expect(fits.json().data).toMatchObject({
      fits: true,
      message: null,
      amount: '1100.00',
      applicableDay: '2099-11-24',
      from: { quotas: '-10.00000000', availableQuotas: '100.00000000', maxQuotas: '100.00000000' },
      to: { quotas: '20.00000000', quotaValue: '55.00000000' },
    });
    const tooMuch = (await calc('quotas=101')).json().data;
    expect(tooMuch).toMatchObject({ fits: false, amount: null, to: { quotas: null } });
    expect(tooMuch.message).toBe(
      'No tienes cuotas suficientes: puedes reinvertir hasta 100.00000000 cuotas ($\u00a011,000.00).',
    );
    expect((await calc('quotas=1&amount=5')).statusCode).toBe(400);
    expect(await state()).toEqual(before);
  });

  it('moves the value of the quotas to another fund of the currency, priced at the applicable day', async () => {
    const { bono, factoring, h1 } = await funds();
    const investments = async () => {
      const list = (await h1.api.get('/api/portfolio/investments/list')).json().data as Array<{
        productId: string;
        subscribed: string;
        rescued: string;
        gain: string | null;
        since: string | null;
      }>;
      return {
        bono: list.find((i) => i.productId === bono.id)!,
        factoring: list.find((i) => i.productId === factoring),
      };
    };
    const before = await investments();
    const res = await h1.api.post(REINVEST, { fromProductId: bono.id, toProductId: factoring, quotas: '10' });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    // 10 Bono × 110 = 1,100.00, which buys 1,100 / 55 = 20 Factoring quotas.
    expect(data).toMatchObject({
      currency: { code: 'USD', symbol: '$' },
      amount: '1100.00',
      applicableDay: '2099-11-24',
      from: { productId: bono.id, quotas: '-10.00000000', quotaValue: '110.00000000' },
      to: { productId: factoring, quotas: '20.00000000', quotaValue: '55.00000000' },
    });
    expect(await position(t, h1.userId, bono.id)).toEqual({ posted: '90.00000000', reserved: '0.00000000' });
    expect(await position(t, h1.userId, factoring)).toEqual({
      posted: '20.00000000',
      reserved: '0.00000000',
    });
    // The source fund repurchased: it counts against the quarter's cap like a rescue.
    expect((await quarterCounter(t, bono.id))?.requestedUnits).toBe('10.00000000');
    expect(await movementsOf('reinvestment')).toEqual(
      expect.arrayContaining([
        { quotas: '-10.00000000', amount: '1100.00', status: 'APPROVED' },
        { quotas: '20.00000000', amount: '1100.00', status: 'APPROVED' },
      ]),
    );
    const [journal] = await t.db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reference, `reinvestment:${data.id}`));
    const entries = await t.db
      .select({ kind: ledgerAccounts.kind, asset: ledgerEntries.asset, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(eq(ledgerEntries.transactionId, journal!.id));
    // Money passes from one fund's bank to the other's; the investor's cash in transit is untouched.
    expect(entries.filter((e) => e.kind === 'FUND_BANK').map((e) => e.amount)).toEqual(
      expect.arrayContaining(['-1100.00000000', '1100.00000000']),
    );
    expect(entries.some((e) => e.kind === 'INVESTOR_CASH_IN_TRANSIT')).toBe(false);
    expect((await reconcileLedger(t.db)).ok).toBe(true);

    // The investor's figures: what the fund reached cost is what came into it, so it shows no gain
    // on the day instead of its whole value (the source side: investment-view.test.ts).
    const after = await investments();
    expect(before.factoring).toBeUndefined();
    expect(after.factoring).toMatchObject({
      subscribed: '1100.00',
      rescued: '0.00',
      invested: '1100.00',
      gain: '0.00',
      since: '2099-11-24',
    });
  });

  it('turns an amount into the source quotas that cover it, before 4:30 pm at the previous day’s values', async () => {
    const { bono, factoring, h1 } = await funds();
    t.clock.now = BEFORE_CUTOFF;
    const res = await h1.api.post(REINVEST, {
      fromProductId: bono.id,
      toProductId: factoring,
      amount: '550',
    });
    expect(res.statusCode, res.body).toBe(201);
    // At 100 (23 Nov) 550.00 takes 5.5 Bono quotas and buys 550 / 50 = 11 Factoring quotas.
    expect(res.json().data).toMatchObject({
      amount: '550.00',
      applicableDay: '2099-11-23',
      from: { quotas: '-5.50000000', quotaValue: '100.00000000' },
      to: { quotas: '11.00000000', quotaValue: '50.00000000' },
    });
    expect(await position(t, h1.userId, factoring)).toMatchObject({ posted: '11.00000000' });
    expect(await position(t, h1.userId, bono.id)).toMatchObject({ posted: '94.50000000' });
  });

  it.each([
    [
      'another currency',
      { toSlug: 'factoring-soles', quotas: '1' },
      409,
      'Solo puedes reinvertir entre fondos de la misma moneda.',
    ],
    [
      'more quotas than are available',
      { toSlug: null, quotas: '100.5' },
      409,
      'No tienes cuotas suficientes: puedes reinvertir hasta 100.00000000 cuotas ($\u00a011,000.00).',
    ],
    [
      'a first investment below the target fund’s minimum',
      { toSlug: 'mutuo-acreencias-dolares', quotas: '10' },
      409,
      'Monto mínimo de inversión',
    ],
    ['a private fund', { toSlug: 'factoring-la-calera', quotas: '1' }, 404, 'No encontramos el fondo'],
    ['zero quotas', { toSlug: null, quotas: '0' }, 409, 'Ingresa una cantidad mayor a cero'],
  ])('refuses %s and changes nothing', async (_, ask, status, message) => {
    const { bono, factoring, h1, state } = await funds();
    const before = await state();
    const res = await h1.api.post(REINVEST, {
      fromProductId: bono.id,
      // Another fund of the catalogue, or (null) this test's factoring.
      toProductId: ask.toSlug ? await productId(t, ask.toSlug) : factoring,
      quotas: ask.quotas,
    });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ status: 'error' });
    expect(res.json().message).toContain(message);
    expect(await state()).toEqual(before);
  });

  it('refuses a request for the same fund, or with both quotas and amount, before reading anything', async () => {
    const { bono, factoring, h1 } = await funds();
    const same = await h1.api.post(REINVEST, { fromProductId: bono.id, toProductId: bono.id, quotas: '1' });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ message: 'Elige un fondo distinto del que sale tu dinero.' }),
      ]),
    );
    const both = await h1.api.post(REINVEST, {
      fromProductId: bono.id,
      toProductId: factoring,
      quotas: '1',
      amount: '10',
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toContain('solo uno de los dos');
  });

  it('stops at the quarter’s repurchase cap and says what the fund can still take', async () => {
    const { bono, factoring, h1, h2, state } = await funds();
    const first = await h1.api.post(REINVEST, {
      fromProductId: bono.id,
      toProductId: factoring,
      quotas: '15.5',
    });
    expect(first.statusCode, first.body).toBe(201);
    // 15.5 quotas of the cap of 150 are used: 134.5 remain.
    const before = await state();
    const res = await h2.api.post(REINVEST, {
      fromProductId: bono.id,
      toProductId: factoring,
      quotas: '200',
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toContain('En este trimestre aún puede recomprar 134.50000000 cuotas');
    expect(await state()).toEqual(before);
  });

  it('answers a replayed key with the first result and refuses the key with another body', async () => {
    const { bono, factoring, h2 } = await funds();
    // 5 quotas × 110 = 550.00: above Factoring's $ 500 minimum for a first investment.
    const body = { fromProductId: bono.id, toProductId: factoring, quotas: '5' };
    const first = await h2.api.post(REINVEST, body, 'reinvest-key-0001');
    const again = await h2.api.post(REINVEST, body, 'reinvest-key-0001');
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(await position(t, h2.userId, bono.id)).toMatchObject({ posted: '895.00000000' });
    const other = await h2.api.post(REINVEST, { ...body, quotas: '6' }, 'reinvest-key-0001');
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toContain('Idempotency-Key ya se usó con otra solicitud');
    expect(await position(t, h2.userId, bono.id)).toMatchObject({ posted: '895.00000000' });
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: REINVEST, payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('transfer', () => {
  /** This test's funds, h2 a participant (only participants receive quotas), and e-mailed codes. */
  async function transferScene() {
    const scene = await funds();
    const { h1, h2 } = scene;
    const [row] = await t.db
      .select({ email: users.email, documentNumber: users.documentNumber })
      .from(users)
      .where(eq(users.id, h2.userId));
    // Only participants receive quotas: h2 holds quotas, so is one, as every holder is.
    const recipient = {
      documentType: 'DNI' as const,
      documentNumber: row!.documentNumber!,
      email: row!.email,
    };

    async function code(api = h1.api, userId = h1.userId) {
      const sent = await api.post('/api/otp/request', { purpose: 'QUOTA_TRANSFER' });
      expect(sent.statusCode, sent.body).toBe(200);
      const [user] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      const mail = await t.lastMailTo(user!.email, 'confirmar la transferencia de tus cuotas');
      return /es (\d{6})\./.exec(mail)![1]!;
    }
    /**
     * One code for the refusals that come before the code is checked: codes are limited to five
     * sends an hour and five tries in ten minutes per user, as in production.
     */
    let spare: string | undefined;
    const spareCode = async () => (spare ??= await code());
    return { ...scene, recipient, code, spareCode };
  }

  it('shows the quota value a transfer records now, named by its day: before 4:30 pm the previous day’s', async () => {
    const { bono, h1 } = await transferScene();
    const url = `/api/portfolio/movements/transferQuotaValue?productId=${bono.id}`;
    t.clock.now = BEFORE_CUTOFF;
    const before = await h1.api.get(url);
    expect(before.statusCode, before.body).toBe(200);
    // The 24th's 110 is published, but before 4:30 pm a transfer is still recorded at the 23rd's 100.
    expect(before.json().data).toEqual({
      productId: bono.id,
      currency: { code: 'USD', symbol: '$' },
      applicableDay: '2099-11-23',
      quotaValue: '100.00000000',
      quotaValueDate: '2099-11-23',
    });
    t.clock.now = AFTER_CUTOFF;
    expect((await h1.api.get(url)).json().data).toMatchObject({
      applicableDay: '2099-11-24',
      quotaValue: '110.00000000',
      quotaValueDate: '2099-11-24',
    });
    // Only for a fund one holds; a malformed id is refused before anything is read.
    const notHeld = await h1.api.get(
      `/api/portfolio/movements/transferQuotaValue?productId=${await productId(t, 'factoring-soles')}`,
    );
    expect(notHeld.statusCode).toBe(404);
    expect(notHeld.json().message).toBe('No tienes cuotas de este fondo.');
    const bad = await h1.api.get('/api/portfolio/movements/transferQuotaValue?productId=x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].message).toBe('Elige el fondo cuyas cuotas quieres transferir.');
  });

  it('passes quotas to another participant, confirmed with the e-mailed code', async () => {
    const { bono, h1, h2, recipient, code } = await transferScene();
    const issuedBefore = await fundIssued(bono.id);
    const res = await h1.api.post(TRANSFER, {
      productId: bono.id,
      quotas: '10',
      recipient,
      code: await code(),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      productId: bono.id,
      quotas: '10.00000000',
      quotaValue: '110.00000000',
      quotaValueDate: '2099-11-24',
      value: '1100.00',
      recipient: { documentNumber: `•••••${recipient.documentNumber.slice(-3)}` },
    });
    expect(await position(t, h1.userId, bono.id)).toMatchObject({ posted: '90.00000000' });
    expect(await position(t, h2.userId, bono.id)).toMatchObject({ posted: '910.00000000' });
    // The fund's issued quotas do not move, nor does the quarter's repurchase counter.
    expect(await fundIssued(bono.id)).toBe(issuedBefore);
    expect((await quarterCounter(t, bono.id))?.requestedUnits ?? '0').toBe('0');
    expect(await movementsOf('transfer')).toEqual(
      expect.arrayContaining([
        { quotas: '-10.00000000', amount: '1100.00', status: 'APPROVED' },
        { quotas: '10.00000000', amount: '1100.00', status: 'APPROVED' },
      ]),
    );
    const alerts = await t.db.select().from(userAlerts).where(eq(userAlerts.userId, h2.userId));
    expect(alerts.map((a) => a.message)).toContain(`Recibiste 10.00000000 cuotas de ${bono.name}.`);
    expect((await reconcileLedger(t.db)).ok).toBe(true);
  });

  it('refuses a wrong code, and the right code still works afterwards', async () => {
    const { bono, h1, recipient, code, state } = await transferScene();
    const good = await code();
    const before = await state();
    const wrong = good === '000000' ? '111111' : '000000';
    const res = await h1.api.post(TRANSFER, { productId: bono.id, quotas: '1', recipient, code: wrong });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'code', message: 'El código no es válido o ya venció. Solicita uno nuevo.' },
    ]);
    expect(await state()).toEqual(before);
    const retry = await h1.api.post(TRANSFER, { productId: bono.id, quotas: '1', recipient, code: good });
    expect(retry.statusCode, retry.body).toBe(201);
  });

  it.each([
    ['an e-mail that is not the document’s', { email: 'otra.persona@example.pe' }],
    ['a document nobody has', { documentNumber: '09999999' }],
  ])('answers %s like any unknown recipient, changing nothing', async (_, change) => {
    const { bono, h1, recipient, spareCode, state } = await transferScene();
    const before = await state();
    const res = await h1.api.post(TRANSFER, {
      productId: bono.id,
      quotas: '1',
      recipient: { ...recipient, ...change },
      code: await spareCode(),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(
      'No encontramos un partícipe con ese documento y correo. Verifica los datos con la persona que recibirá las cuotas.',
    );
    expect(await state()).toEqual(before);
  });

  it('does not let a non-participant receive, nor anyone transfer to themselves or beyond what is available', async () => {
    const { bono, h1, h2, recipient, code, spareCode, state } = await transferScene();
    const before = await state();
    const [me] = await t.db
      .select({ email: users.email, documentNumber: users.documentNumber })
      .from(users)
      .where(eq(users.id, h1.userId));
    // An INTERESADO (who holds nothing) cannot receive, and the answer is the one for any unknown person.
    const { dni } = await newInvestor(t);
    const [interesado] = await t.db.select().from(users).where(eq(users.documentNumber, dni));
    const toInteresado = await h2.api.post(TRANSFER, {
      productId: bono.id,
      quotas: '1',
      recipient: {
        documentType: 'DNI',
        documentNumber: interesado!.documentNumber,
        email: interesado!.email,
      },
      code: await code(h2.api, h2.userId),
    });
    expect(toInteresado.statusCode).toBe(404);
    const toSelf = await h1.api.post(TRANSFER, {
      productId: bono.id,
      quotas: '1',
      recipient: { documentType: 'DNI', documentNumber: me!.documentNumber, email: me!.email },
      code: await spareCode(),
    });
    expect(toSelf.statusCode).toBe(409);
    expect(toSelf.json().message).toBe('No puedes transferirte cuotas a ti mismo.');
    const tooMany = await h1.api.post(TRANSFER, {
      productId: bono.id,
      quotas: '100.5',
      recipient,
      code: await spareCode(),
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(
      'No tienes cuotas suficientes: puedes transferir hasta 100.00000000 cuotas.',
    );
    const notHeld = await h1.api.post(TRANSFER, {
      productId: await productId(t, 'mutuo-acreencias-soles'),
      quotas: '1',
      recipient,
      code: await spareCode(),
    });
    expect(notHeld.statusCode).toBe(404);
    expect(await state()).toEqual(before);
  });

  it('counts quotas held by a pending rescue as unavailable', async () => {
    const { bono, h1, recipient, spareCode } = await transferScene();
    const rescue = await h1.api.post('/api/rescues', {
      productId: bono.id,
      quotas: '70',
      bankAccountId: h1.bankAccountId,
    });
    expect(rescue.statusCode, rescue.body).toBe(201);
    const res = await h1.api.post(TRANSFER, {
      productId: bono.id,
      quotas: '31',
      recipient,
      code: await spareCode(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'No tienes cuotas suficientes: puedes transferir hasta 30.00000000 cuotas.',
    );
  });

  it('replays a key once: the code is spent and the quotas move once', async () => {
    const { bono, h1, recipient, code } = await transferScene();
    const body = { productId: bono.id, quotas: '1', recipient, code: await code() };
    const first = await h1.api.post(TRANSFER, body, 'transfer-key-0001');
    const again = await h1.api.post(TRANSFER, body, 'transfer-key-0001');
    expect(first.statusCode, first.body).toBe(201);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(await position(t, h1.userId, bono.id)).toMatchObject({ posted: '99.00000000' });
    // A new key with the spent code is refused.
    const reused = await h1.api.post(TRANSFER, body, 'transfer-key-0002');
    expect(reused.statusCode).toBe(400);
  });
});

async function fundIssued(productId: string) {
  const [row] = await t.db
    .select({ posted: ledgerAccounts.posted })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'FUND_ISSUED_UNITS'), eq(ledgerAccounts.productId, productId)));
  return row?.posted;
}
