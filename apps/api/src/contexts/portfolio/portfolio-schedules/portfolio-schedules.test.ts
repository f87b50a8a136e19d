import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { investments, movements, users } from '../../../db/schema.ts';
import { newInvestor, productId } from '../../../test/onboarding.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { recordMovement } from '../../ledger/ledger/record-movement.ts';
import { caller } from '../rescues/rescues.test-kit.ts';

/**
 * The payment schedules over one investor's known history (docs/business-rules.md, "Payment
 * schedules"). Today is 24 Nov 2099, 17:00 Lima. Bono Select MidCap PEN: 2,500 quotas for
 * S/ 250,000.00 on 31 Jan 2099, 3,000 for S/ 300,000.00 on 15 Jun, 500 rescued on 1 Sep (taken from
 * the first lot: 2,000 of it still held). Mutuo Acreencias USD: 200 quotas for $ 20,000.00 on 10 May.
 */
let t: TestApp;
let me: ReturnType<typeof caller>;
let other: ReturnType<typeof caller>;
let bono: string;
let mutuo: string;
let factoring: string;
let bonoAccount: string;
let mutuoAccount: string;
let bonoLots: string[];
let mutuoLot: string | undefined;
let mutuoSoles: string;
let mutuoSolesAccount: string;
let rescuedLot: string | undefined;

async function userIdOf(dni: string) {
  const [u] = await t.db.select({ id: users.id }).from(users).where(eq(users.documentNumber, dni));
  return u!.id;
}

async function lotsOf(accountId: string) {
  const rows = await t.db
    .select({ id: movements.id, type: movements.type })
    .from(movements)
    .where(eq(movements.investmentId, accountId))
    .orderBy(asc(movements.operationDate));
  return rows.filter((r) => r.type === 'SUBSCRIPTION').map((r) => r.id);
}

async function accountOf(userId: string, product: string) {
  const [row] = await t.db
    .select({ id: investments.id })
    .from(investments)
    .where(and(eq(investments.userId, userId), eq(investments.productId, product)));
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  bono = await productId(t, 'bono-select-midcap-soles');
  mutuo = await productId(t, 'mutuo-acreencias-dolares');
  factoring = await productId(t, 'factoring-soles');
  mutuoSoles = await productId(t, 'mutuo-acreencias-soles');
  t.clock.now = new Date('2099-11-24T22:00:00.000Z');
  const mine = await newInvestor(t);
  const userId = await userIdOf(mine.dni);
  const move = (
    product: string,
    type: 'SUBSCRIPTION' | 'RESCUE',
    amount: string,
    quotas: string,
    operationDate: string,
  ) =>
    recordMovement(t.db, {
      userId,
      productId: product,
      type,
      status: 'APPROVED',
      amount,
      quotaValue: '100',
      quotas,
      operationDate,
      key: `schedule:${userId}:${operationDate}:${product}`,
    });
  await move(bono, 'SUBSCRIPTION', '250000.00', '2500', '2099-01-31');
  await move(bono, 'SUBSCRIPTION', '300000.00', '3000', '2099-06-15');
  await move(bono, 'RESCUE', '50000.00', '-500', '2099-09-01');
  await move(mutuo, 'SUBSCRIPTION', '20000.00', '200', '2099-05-10');
  await move(factoring, 'SUBSCRIPTION', '1000.00', '10', '2099-05-10');
  // A Mutuo lot rescued whole: nothing left to pay.
  await move(mutuoSoles, 'SUBSCRIPTION', '75000.00', '750', '2099-02-01');
  await move(mutuoSoles, 'RESCUE', '75000.00', '-750', '2099-08-01');
  bonoAccount = await accountOf(userId, bono);
  mutuoAccount = await accountOf(userId, mutuo);
  bonoLots = await lotsOf(bonoAccount);
  mutuoLot = (await lotsOf(mutuoAccount))[0]!;
  mutuoSolesAccount = await accountOf(userId, mutuoSoles);
  rescuedLot = (await lotsOf(mutuoSolesAccount))[0]!;
  me = caller(t, mine.token);
  other = caller(t, (await newInvestor(t)).token);
});
afterAll(async () => t.close());

const data = async (res: Promise<{ statusCode: number; body: string; json: () => { data: unknown } }>) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as never;
};

const lotUrl = (type: string, product: string, account: string, lot: string, call: string) =>
  `/api/portfolio-${type}/${product}/${account}/investments/${lot}/${call}`;

describe('GET /api/portfolio-{type}/{id}/investments', () => {
  it('lists the Bono lots still held, each on the quotas it keeps after the rescue (oldest first out)', async () => {
    const body = await data(me.get(`/api/portfolio-bono/${bono}/investments`));
    expect(body).toMatchObject({
      product: { id: bono, type: 'bono', currency: { code: 'PEN', symbol: 'S/' } },
      accountId: bonoAccount,
      terms: {
        term: { unit: 'months', length: 24 },
        termLabel: '24 meses',
        frequency: 'monthly',
        annualRate: '0.0925',
        paymentCount: 24,
        termSource: 'product-default',
      },
    });
    const [first, second] = (body as { lots: Array<Record<string, unknown>> }).lots;
    // 2,000 of 2,500 quotas: S/ 200,000.00 × 9.25 % × 2 × 0.95 = 35,150.00 net, 1,464.58 a month.
    expect(first).toMatchObject({
      investmentId: bonoLots[0],
      kind: 'SUBSCRIPTION',
      startDate: '2099-01-31',
      maturityDate: '2101-01-31',
      amount: '250000.00',
      quotas: '2500.00000000',
      heldQuotas: '2000.00000000',
      principal: '200000.00',
      totals: { gross: '37000.00', tax: '1850.00', net: '35150.00' },
      // Nine monthly dates (28 Feb … 31 Oct) are on or before 24 Nov.
      pastNet: '13181.22',
      upcomingNet: '21968.78',
      nextPayment: { number: 10, date: '2099-11-30', net: '1464.58', isPast: false },
    });
    expect(second).toMatchObject({
      investmentId: bonoLots[1],
      heldQuotas: '3000.00000000',
      principal: '300000.00',
      totals: { net: '52725.00' },
    });
    expect((body as { totals: unknown }).totals).toEqual({
      principal: '500000.00',
      net: '87875.00',
      upcomingNet: expect.any(String),
    });
  });

  it('answers 404 for a fund the caller does not hold, and for a product of the other kind', async () => {
    const notHeld = await other.get(`/api/portfolio-bono/${bono}/investments`);
    expect(notHeld.statusCode).toBe(404);
    expect(notHeld.json()).toMatchObject({
      status: 'error',
      code: 'NOT_FOUND',
      message: 'No encontramos esta inversión en tu portafolio.',
    });
    expect((await me.get(`/api/portfolio-mutuo/${bono}/investments`)).statusCode).toBe(404);
  });

  it('refuses a kind without a schedule and a malformed id with a Spanish 400', async () => {
    const kind = await me.get(`/api/portfolio-factoring/${factoring}/investments`);
    expect(kind.statusCode).toBe(400);
    expect(kind.json()).toMatchObject({ status: 'error', code: 'VALIDATION_ERROR' });
    expect(kind.body).toContain('solo Bono Select y Mutuo Acreencias tienen cronograma de pagos');
    const id = await me.get('/api/portfolio-bono/123/investments');
    expect(id.statusCode).toBe(400);
    expect(id.body).toContain('Producto no válido.');
  });

  it('asks for a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/portfolio-bono/${bono}/investments` });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET …/{accountId}/investments/{investmentId}/projection and /detail', () => {
  it('gives every payment of a lot: date, gross, tax and net', async () => {
    const body = await data(me.get(lotUrl('bono', bono, bonoAccount, bonoLots[0]!, 'projection')));
    const payments = (body as { payments: Array<Record<string, unknown>> }).payments;
    expect(payments).toHaveLength(24);
    expect(payments[0]).toEqual({
      number: 1,
      date: '2099-02-28',
      gross: '1541.67',
      tax: '77.09',
      net: '1464.58',
      isPast: true,
    });
    // The last absorbs the cents: 37,000.00 − 23 × 1,541.67 and 35,150.00 − 23 × 1,464.58.
    expect(payments[23]).toEqual({
      number: 24,
      date: '2101-01-31',
      gross: '1541.59',
      tax: '76.93',
      net: '1464.66',
      isPast: false,
    });
    expect((body as { totals: unknown }).totals).toEqual({
      gross: '37000.00',
      tax: '1850.00',
      net: '35150.00',
    });
  });

  it('pays Mutuo Acreencias quarterly by default', async () => {
    const body = await data(me.get(lotUrl('mutuo', mutuo, mutuoAccount, mutuoLot!, 'projection')));
    expect((body as { terms: unknown }).terms).toMatchObject({
      termLabel: '12 meses',
      frequency: 'quarterly',
    });
    expect(
      (body as { payments: Array<{ date: string; net: string; isPast: boolean }> }).payments.map((p) => [
        p.date,
        p.net,
        p.isPast,
      ]),
    ).toEqual([
      ['2099-08-10', '403.75', true],
      ['2099-11-10', '403.75', true],
      ['2100-02-10', '403.75', false],
      ['2100-05-10', '403.75', false],
    ]);
  });

  it('details a lot with what it has paid and what it will still return', async () => {
    const body = await data(me.get(lotUrl('bono', bono, bonoAccount, bonoLots[0]!, 'detail')));
    expect(body).toMatchObject({
      accountId: bonoAccount,
      lot: { investmentId: bonoLots[0], principal: '200000.00', pastNet: '13181.22' },
      upcomingWithPrincipal: '221968.78',
    });
    expect((body as { notes: string[] }).notes[0]).toContain('plazo de 24 meses');
  });

  it("answers 404 for another investor's ids, a lot of another holding, or the wrong kind", async () => {
    for (const call of ['projection', 'detail']) {
      const res = await other.get(lotUrl('bono', bono, bonoAccount, bonoLots[0]!, call));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'No encontramos esta inversión en tu portafolio.' });
      expect((await me.get(lotUrl('bono', bono, mutuoAccount, bonoLots[0]!, call))).statusCode).toBe(404);
      expect((await me.get(lotUrl('bono', bono, bonoAccount, mutuoLot!, call))).statusCode).toBe(404);
      expect((await me.get(lotUrl('mutuo', bono, bonoAccount, bonoLots[0]!, call))).statusCode).toBe(404);
    }
  });

  it('lists no lot, and finds none, once a lot was rescued whole', async () => {
    const list = await data(me.get(`/api/portfolio-mutuo/${mutuoSoles}/investments`));
    expect(list).toMatchObject({ lots: [], totals: { principal: '0.00', net: '0.00' } });
    for (const call of ['projection', 'detail'])
      expect(
        (await me.get(lotUrl('mutuo', mutuoSoles, mutuoSolesAccount, rescuedLot!, call))).statusCode,
      ).toBe(404);
  });

  it('refuses malformed ids and kinds with a 400', async () => {
    const res = await me.get(lotUrl('bono', bono, bonoAccount, 'x', 'detail'));
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Tramo de inversión no válido.');
    expect(
      (await me.get(lotUrl('renta-fia', bono, bonoAccount, bonoLots[0]!, 'projection'))).statusCode,
    ).toBe(400);
  });
});
