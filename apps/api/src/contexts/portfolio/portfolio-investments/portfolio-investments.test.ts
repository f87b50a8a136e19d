import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema.ts';
import { newInvestor, productId } from '../../../test/onboarding.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { recordMovement } from '../../ledger/ledger/record-movement.ts';
import { reserveUnits } from '../../ledger/ledger/reserve-units.ts';
import { settleReservation } from '../../ledger/ledger/settle-reservation.ts';
import { subscribeUnits } from '../../ledger/ledger/subscribe-units.ts';
import { postQuotaValue } from '../../catalogue/products/post-quota-value.ts';
import { caller } from '../rescues/rescues.test-kit.ts';

/**
 * The investment reads and charts over one investor's known history (docs/ledger.md, "Charts"):
 * Factoring PEN — 10 quotas for S/ 1,000.00 on 30 Sep 2099 (value 100), 5 for S/ 525.00 on 20 Oct
 * (105), 3 rescued for S/ 315.00 (reserved 9 Nov, paid 10 Nov); Factoring USD — 2 quotas for
 * $ 200.00 on 1 Nov (100). Today is 24 Nov 2099, 17:00 Lima: PEN 110, USD 101.5.
 */
let t: TestApp;
let api: ReturnType<typeof caller>;
let other: ReturnType<typeof caller>;
let soles: string;
let dollars: string;
let bono: string;

const noon = (date: string) => new Date(`${date}T17:00:00.000Z`);

async function history(userId: string) {
  await t.db.transaction(async (tx) => {
    const pen = { userId, productId: soles, currency: 'PEN' };
    const usd = { userId, productId: dollars, currency: 'USD' };
    const sub = async (
      parties: typeof pen,
      ref: string,
      units: string,
      amount: string,
      quotaValue: string,
      date: string,
    ) => {
      await subscribeUnits(tx, { reference: ref, parties, units, amount, actorUserId: null, at: noon(date) });
      await recordMovement(tx, {
        userId,
        productId: parties.productId,
        type: 'SUBSCRIPTION',
        status: 'APPROVED',
        amount,
        quotaValue,
        quotas: units,
        operationDate: date,
        key: ref,
      });
    };
    await sub(pen, `t:${userId}:1`, '10', '1000.00', '100', '2099-09-30');
    await sub(pen, `t:${userId}:2`, '5', '525.00', '105', '2099-10-20');
    const rescue = `t:${userId}:r`;
    await reserveUnits(tx, {
      reference: rescue,
      parties: pen,
      units: '3',
      actorUserId: null,
      at: noon('2099-11-09'),
    });
    await settleReservation(tx, {
      reference: rescue,
      amount: '315.00',
      actorUserId: null,
      at: noon('2099-11-10'),
    });
    await sub(usd, `t:${userId}:3`, '2', '200.00', '100', '2099-11-01');
  });
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  soles = await productId(t, 'factoring-soles');
  dollars = await productId(t, 'factoring-dolares');
  bono = await productId(t, 'bono-select-midcap-soles');
  for (const [productId, valueDate, value] of [
    [soles, '2099-09-30', '100'],
    [soles, '2099-10-15', '105'],
    [soles, '2099-11-24', '110'],
    [dollars, '2099-11-01', '100'],
    [dollars, '2099-11-24', '101.5'],
  ] as const)
    await postQuotaValue(t.ctx, { productId, valueDate, value });
  t.clock.now = new Date('2099-11-24T22:00:00.000Z');
  const me = await newInvestor(t);
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.documentNumber, me.dni));
  await history(user!.id);
  api = caller(t, me.token);
  other = caller(t, (await newInvestor(t)).token);
});
afterAll(async () => t.close());

const data = async (res: Promise<{ statusCode: number; body: string; json: () => { data: unknown } }>) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as never;
};

const NOTE = 'Rentabilidad anual ponderada por tus aportes y retiros (TIR).';

const penFund = {
  productName: 'Factoring',
  productSlug: 'factoring-soles',
  productType: 'factoring',
  currency: { code: 'PEN', symbol: 'S/' },
  quotas: '12.00000000',
  reservedQuotas: '0.00000000',
  availableQuotas: '12.00000000',
  quotaValue: '110.00000000',
  quotaValueDate: '2099-11-24',
  value: '1320.00',
  subscribed: '1525.00',
  rescued: '315.00',
  // Average cost: the 3 of 15 quotas rescued took out a fifth of the 1,525.00 they cost (305.00),
  // not the 315.00 they were paid; those 10.00 are realised gain.
  invested: '1220.00',
  realizedGain: '10.00',
  // 1,320.00 + 315.00 − 1,525.00 = (1,320.00 − 1,220.00) + 10.00; ÷ 1,525.00 = 7.2131…%
  gain: '110.00',
  gainPercent: '7.21',
  // XIRR of −1,000.00 (30 Sep), −525.00 (20 Oct), +315.00 (10 Nov), +1,320.00 (24 Nov), found
  // independently by bisection: 74.9225 %.
  annualReturn: '74.92',
  annualReturnNote: NOTE,
  since: '2099-09-30',
};
const usdFund = {
  productSlug: 'factoring-dolares',
  currency: { code: 'USD', symbol: '$' },
  quotas: '2.00000000',
  value: '203.00',
  subscribed: '200.00',
  rescued: '0.00',
  invested: '200.00',
  realizedGain: '0.00',
  gain: '3.00',
  gainPercent: '1.50',
  // 1.015^(365/23) − 1.
  annualReturn: '26.65',
  since: '2099-11-01',
};

describe('investments', () => {
  it('lists each fund with its quotas from the position and its cash from the journal', async () => {
    const list = await data(api.get('/api/portfolio/investments/list'));
    expect(list).toMatchObject([penFund, usdFund]);
  });

  it('gives one investment by id, the overview by fund, and 404 for anyone else’s', async () => {
    const [pen] = (await data(api.get('/api/portfolio/investments/list'))) as Array<{ investmentId: string }>;
    const one = await data(api.get(`/api/portfolio/investments/getById?investment_id=${pen!.investmentId}`));
    expect(one).toMatchObject(penFund);
    expect(await data(api.get(`/api/portfolio/${soles}/overview`))).toMatchObject(penFund);

    const stranger = await other.get(`/api/portfolio/investments/getById?investment_id=${pen!.investmentId}`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({
      status: 'error',
      code: 'NOT_FOUND',
      message: 'No encontramos esta inversión en tu portafolio.',
    });
    for (const url of [
      `/api/portfolio/${soles}/overview`,
      `/api/portfolio/${soles}/transactions`,
      `/api/portfolio/${soles}/chart-investment-history`,
      `/api/portfolio/resume-investments?id=${soles}`,
      `/api/portfolio/chart-income-and-expenses?productId=${soles}`,
    ]) {
      const res = await other.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe('No tienes inversiones en este fondo.');
    }
    expect((await api.get(`/api/portfolio/${bono}/overview`)).statusCode).toBe(404);
  });

  it('totals per currency, over everything or one fund', async () => {
    const all = await data(api.get('/api/portfolio/resume-investments'));
    expect(all).toEqual([
      {
        currency: { code: 'PEN', symbol: 'S/' },
        funds: 1,
        value: '1320.00',
        subscribed: '1525.00',
        rescued: '315.00',
        invested: '1220.00',
        realizedGain: '10.00',
        gain: '110.00',
        gainPercent: '7.21',
        annualReturn: '74.92',
        annualReturnNote: NOTE,
      },
      {
        currency: { code: 'USD', symbol: '$' },
        funds: 1,
        value: '203.00',
        subscribed: '200.00',
        rescued: '0.00',
        invested: '200.00',
        realizedGain: '0.00',
        gain: '3.00',
        gainPercent: '1.50',
        annualReturn: '26.65',
        annualReturnNote: NOTE,
      },
    ]);
    const one = (await data(api.get(`/api/portfolio/resume-investments?id=${dollars}`))) as Array<{
      funds: number;
      value: string;
    }>;
    expect(one.map((r) => [r.funds, r.value])).toEqual([
      [0, '0.00'],
      [1, '203.00'],
    ]);
    // No flows in soles among one dollar fund: no return, and why.
    expect(
      (one as unknown as Array<{ annualReturn: string | null; annualReturnNote: string }>)[0],
    ).toMatchObject({
      annualReturn: null,
      annualReturnNote: 'Aún no hay aportes con los que calcularla.',
    });
  });

  it('gathers the home in one call, and offers the products not held', async () => {
    const home = (await data(api.get('/api/portfolio/investments/home'))) as {
      totals: Array<{ value: string }>;
      investments: unknown[];
      pendingRescues: number;
      productsWithoutInvestment: number;
    };
    expect(home.totals.map((x) => x.value)).toEqual(['1320.00', '203.00']);
    expect(home.investments).toMatchObject([penFund, usdFund]);
    expect(home.pendingRescues).toBe(0);
    const offered = (await data(api.get('/api/portfolio/products-without-investment'))) as Array<{
      slug: string;
    }>;
    expect(offered.map((p) => p.slug)).toEqual([
      'bono-select-midcap-soles',
      'bono-select-midcap-dolares',
      'mutuo-acreencias-soles',
      'mutuo-acreencias-dolares',
    ]);
    expect(home.productsWithoutInvestment).toBe(4);
    const fresh = (await data(other.get('/api/portfolio/investments/home'))) as typeof home;
    expect(fresh).toMatchObject({ investments: [], pendingRescues: 0, productsWithoutInvestment: 6 });
    expect(fresh.totals.map((x) => x.value)).toEqual(['0.00', '0.00']);
  });

  it('lists the journal transactions of one fund, newest first and paged', async () => {
    const page = (await data(api.get(`/api/portfolio/${soles}/transactions?pageSize=3`))) as {
      total: number;
      items: Array<Record<string, unknown>>;
    };
    expect(page.total).toBe(4);
    expect(page.items).toMatchObject([
      {
        kind: 'SETTLE',
        label: 'Rescate pagado',
        date: '2099-11-10',
        quotas: '-3.00000000',
        reservedQuotas: '-3.00000000',
        quotasAfter: '12.00000000',
        reservedAfter: '0.00000000',
        amount: '315.00',
      },
      {
        kind: 'RESERVE',
        label: 'Cuotas reservadas por un rescate',
        quotas: '0.00000000',
        reservedQuotas: '3.00000000',
        quotasAfter: null,
        reservedAfter: '3.00000000',
        amount: null,
      },
      {
        kind: 'SUBSCRIPTION',
        date: '2099-10-20',
        quotas: '5.00000000',
        quotasAfter: '15.00000000',
        amount: '525.00',
      },
    ]);
    const last = (await data(
      api.get(`/api/portfolio/${soles}/transactions?pageSize=3&page=2`),
    )) as typeof page;
    expect(last.items).toMatchObject([{ kind: 'SUBSCRIPTION', date: '2099-09-30', amount: '1000.00' }]);
  });

  it('refuses bad parameters in Spanish, and a guest with 401', async () => {
    for (const [url, message] of [
      ['/api/portfolio/investments/getById?investment_id=abc', 'Elige una inversión válida.'],
      ['/api/portfolio/investments/getById', 'Elige una inversión válida.'],
      ['/api/portfolio/no-es-un-id/overview', 'Producto no válido.'],
      [`/api/portfolio/${soles}/transactions?pageSize=101`, 'Muestra hasta 100 operaciones por página.'],
      [`/api/portfolio/${soles}/transactions?page=0`, 'La página empieza en 1.'],
      ['/api/portfolio/resume-investments?id=1', 'Producto no válido.'],
      ['/api/portfolio/chart-global-investment-history?months=0', 'El periodo es de al menos 1 mes.'],
      ['/api/portfolio/chart-global-investment-history?months=61', 'El periodo es de hasta 60 meses.'],
      [
        `/api/portfolio/${soles}/chart-investment-history?granularity=week`,
        'El detalle debe ser por día o por mes.',
      ],
      ['/api/portfolio/chart-income-and-expenses?months=doce', 'El periodo debe ser un número de meses.'],
      ['/api/portfolio/chart-income-and-expenses?productId=x', 'Producto no válido.'],
      [
        '/api/portfolio/chart-global-income-and-expenses-history?months=1.5',
        'El periodo debe ser un número entero de meses.',
      ],
    ] as const) {
      const res = await api.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ status: 'error' });
      expect(res.body, url).toContain(message);
    }
    for (const url of [
      '/api/portfolio/investments/list',
      '/api/portfolio/investments/home',
      '/api/portfolio/chart-global-investment-history',
      '/api/portfolio/products-without-investment',
    ])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
  });
});

describe('charts', () => {
  it('values one fund at each month end: quotas held that day × that day’s quota value', async () => {
    const chart = await data(api.get(`/api/portfolio/${soles}/chart-investment-history?months=3`));
    expect(chart).toEqual({
      productId: soles,
      productName: 'Factoring',
      currency: { code: 'PEN', symbol: 'S/' },
      granularity: 'month',
      from: '2099-09-01',
      to: '2099-11-24',
      points: [
        {
          date: '2099-09-30',
          quotas: '10.00000000',
          quotaValue: '100.00000000',
          value: '1000.00',
          invested: '1000.00',
          gain: '0.00',
        },
        {
          date: '2099-10-31',
          quotas: '15.00000000',
          quotaValue: '105.00000000',
          value: '1575.00',
          invested: '1525.00',
          gain: '50.00',
        },
        {
          date: '2099-11-24',
          quotas: '12.00000000',
          quotaValue: '110.00000000',
          value: '1320.00',
          invested: '1220.00',
          gain: '110.00',
        },
      ],
    });
  });

  it('goes day by day when asked, the reservation leaving the quotas held', async () => {
    const chart = (await data(
      api.get(`/api/portfolio/${soles}/chart-investment-history?months=1&granularity=day`),
    )) as { points: Array<{ date: string; quotas: string; value: string }> };
    expect(chart.points).toHaveLength(24);
    const on = (d: string) => chart.points.find((p) => p.date === d);
    expect(on('2099-11-09')).toMatchObject({ quotas: '15.00000000', value: '1575.00' });
    expect(on('2099-11-10')).toMatchObject({ quotas: '12.00000000', value: '1260.00' });
  });

  it('sums the funds per currency for the global history', async () => {
    const chart = (await data(api.get('/api/portfolio/chart-global-investment-history?months=3'))) as {
      series: unknown[];
    };
    expect(chart.series).toEqual([
      {
        currency: { code: 'PEN', symbol: 'S/' },
        points: [
          { date: '2099-09-30', value: '1000.00', invested: '1000.00', gain: '0.00' },
          { date: '2099-10-31', value: '1575.00', invested: '1525.00', gain: '50.00' },
          { date: '2099-11-24', value: '1320.00', invested: '1220.00', gain: '110.00' },
        ],
      },
      {
        currency: { code: 'USD', symbol: '$' },
        points: [
          { date: '2099-09-30', value: '0.00', invested: '0.00', gain: '0.00' },
          { date: '2099-10-31', value: '0.00', invested: '0.00', gain: '0.00' },
          { date: '2099-11-24', value: '203.00', invested: '200.00', gain: '3.00' },
        ],
      },
    ]);
    const empty = await data(other.get('/api/portfolio/chart-global-investment-history'));
    expect(empty).toMatchObject({ series: [] });
  });

  it('counts subscriptions as income and rescues paid as expenses, per period and per month', async () => {
    expect(await data(api.get('/api/portfolio/chart-income-and-expenses?months=3'))).toEqual({
      productId: null,
      from: '2099-09-01',
      to: '2099-11-24',
      totals: [
        { currency: { code: 'PEN', symbol: 'S/' }, income: '1525.00', expenses: '315.00', net: '1210.00' },
        { currency: { code: 'USD', symbol: '$' }, income: '200.00', expenses: '0.00', net: '200.00' },
      ],
    });
    const oneMonth = await data(
      api.get(`/api/portfolio/chart-income-and-expenses?months=1&productId=${soles}`),
    );
    expect(oneMonth).toMatchObject({
      productId: soles,
      totals: [{ currency: { code: 'PEN' }, income: '0.00', expenses: '315.00', net: '-315.00' }],
    });
    expect(await data(api.get('/api/portfolio/chart-global-income-and-expenses-history?months=3'))).toEqual({
      from: '2099-09-01',
      to: '2099-11-24',
      series: [
        {
          currency: { code: 'PEN', symbol: 'S/' },
          months: [
            { month: '2099-09', income: '1000.00', expenses: '0.00' },
            { month: '2099-10', income: '525.00', expenses: '0.00' },
            { month: '2099-11', income: '0.00', expenses: '315.00' },
          ],
        },
        {
          currency: { code: 'USD', symbol: '$' },
          months: [
            { month: '2099-09', income: '0.00', expenses: '0.00' },
            { month: '2099-10', income: '0.00', expenses: '0.00' },
            { month: '2099-11', income: '200.00', expenses: '0.00' },
          ],
        },
      ],
    });
  });
});
