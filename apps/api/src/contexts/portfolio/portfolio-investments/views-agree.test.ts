import { addDays, costBasis, holdingGain, quotasForAmount, type HoldingEvent } from '@invierte/domain';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { productId } from '../../../test/onboarding.ts';
import { recordMovement } from '../../ledger/ledger/record-movement.ts';
import { subscribeUnits } from '../../ledger/ledger/subscribe-units.ts';
import { postQuotaValue } from '../../catalogue/products/post-quota-value.ts';
import { adminApi, holder } from '../rescues/rescues.test-kit.ts';
import { collectStatementData } from '../../documents/statements/statement-data.ts';

/**
 * Every view of an investor's money agrees to the cent (docs/business-rules.md, "Cost basis, gain and
 * return"): random histories of subscriptions, rescues (asked and paid), reinvestments and transfers
 * between two participants, run through the API's own operations over days whose quota values move,
 * then read back from the fund page, the totals per currency, both charts' last points, the back
 * office's portfolio and the figures given to the investment report — and from the domain's cost
 * basis over what the operations answered, which checks that the journal is read as they wrote it.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof adminApi>>;
let funds: Array<{ id: string; value: Decimal }>;
let day = '2099-11-01';
let keys = 0;

const REINVEST = '/api/portfolio/movements/registerReInvestment';
const TRANSFER = '/api/portfolio/movements/registerTransfer';

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await adminApi(t);
  funds = [
    { id: await productId(t, 'bono-select-midcap-dolares'), value: new Decimal('100') },
    { id: await productId(t, 'factoring-dolares'), value: new Decimal('50') },
  ];
  for (const f of funds) await postQuotaValue(t.ctx, { productId: f.id, valueDate: day, value: '1' });
});
afterAll(async () => t?.close());

type Holder = Awaited<ReturnType<typeof holder>> & { email: string; documentNumber: string; sent: number };
/** What the operations answered, per investor and fund: the model the views are checked against. */
type Model = Map<string, HoldingEvent[]>;

/** A new day after 4:30 pm in Lima, each fund's quota value moved by its factor (per thousand). */
async function nextDay(factors: [number, number]) {
  day = addDays(day, 1);
  for (const [i, f] of funds.entries()) {
    f.value = f.value.mul(factors[i]!).div(1000).toDecimalPlaces(8);
    await postQuotaValue(t.ctx, { productId: f.id, valueDate: day, value: f.value.toFixed(8) });
  }
  t.clock.now = new Date(`${day}T22:00:00.000Z`);
}

/** An approved subscription as approve-onboarding writes it: the posting and its movement. */
async function subscribe(userId: string, fund: string, units: string, amount: string, quotaValue: string) {
  const reference = `views:${++keys}`;
  await t.db.transaction(async (tx) => {
    await subscribeUnits(tx, {
      reference,
      parties: { userId, productId: fund, currency: 'USD' },
      units,
      amount,
      actorUserId: null,
      at: t.clock.now,
    });
    await recordMovement(tx, {
      userId,
      productId: fund,
      type: 'SUBSCRIPTION',
      status: 'APPROVED',
      amount,
      quotaValue,
      quotas: units,
      operationDate: day,
      key: reference,
    });
  });
}

async function participant(): Promise<Holder> {
  // A new investor with a bank account in dollars and 100 quotas of the first fund bought last
  // quarter for 100.00, and the movement that gives her the investment approve-onboarding would write.
  const h = await holder(t, { id: funds[0]!.id, currency: 'USD' }, '100');
  await recordMovement(t.db, {
    userId: h.userId,
    productId: funds[0]!.id,
    type: 'SUBSCRIPTION',
    status: 'APPROVED',
    amount: '100.00',
    quotaValue: '1',
    quotas: '100',
    operationDate: '2099-09-15',
    key: `test:${h.userId}:${funds[0]!.id}`,
  });
  await t.db.update(users).set({ profile: 'PARTICIPE' }).where(eq(users.id, h.userId));
  const [row] = await t.db.select().from(users).where(eq(users.id, h.userId));
  return { ...h, email: row!.email, documentNumber: row!.documentNumber!, sent: 0 };
}

let eventId = 0;
function record(
  model: Model,
  who: Holder,
  fund: string,
  quotas: string,
  amount: string,
  kind: HoldingEvent['kind'],
) {
  const key = `${who.userId}|${fund}`;
  const list = model.get(key) ?? [];
  list.push({ id: `e${++eventId}`, reverses: null, date: day, kind, quotas, amount });
  model.set(key, list);
}

async function available(who: Holder, fund: string) {
  const res = await who.api.get(`/api/portfolio/${fund}/overview`);
  return res.statusCode === 200 ? new Decimal(res.json().data.availableQuotas as string) : new Decimal(0);
}

const share = (quotas: Decimal, percent: number) =>
  quotas.mul(percent).div(100).toDecimalPlaces(8, Decimal.ROUND_DOWN);

type Step = { who: 0 | 1; fund: 0 | 1; percent: number; factors: [number, number] } & (
  { op: 'subscribe'; cents: number } | { op: 'rescue' | 'reinvest' | 'transfer' }
);

async function run(step: Step, people: [Holder, Holder], model: Model) {
  await nextDay(step.factors);
  const who = people[step.who];
  const other = people[1 - step.who]!;
  const fund = funds[step.fund]!.id;
  if (step.op === 'subscribe') {
    // As an approved deposit does (approve-onboarding): quotas bought at the day's value.
    const amount = new Decimal(step.cents).div(100).toFixed(2);
    const units = quotasForAmount(amount, funds[step.fund]!.value.toFixed(8));
    await subscribe(who.userId, fund, units, amount, funds[step.fund]!.value.toFixed(8));
    record(model, who, fund, units, amount, 'SUBSCRIPTION');
    return;
  }
  const quotas = share(await available(who, fund), step.percent);
  if (quotas.isZero()) return;
  if (step.op === 'rescue') {
    const asked = await who.api.post(
      '/api/rescues',
      { productId: fund, bankAccountId: who.bankAccountId, quotas: quotas.toFixed(8) },
      `views-rescue-${++keys}`,
    );
    // The quarter's cap may refuse it; a refusal writes nothing.
    if (asked.statusCode !== 201) return expect(asked.statusCode, asked.body).toBe(409);
    const paid = await admin.post(
      `/api/admin/rescues/${asked.json().data.id}/settle`,
      {},
      `views-settle-${++keys}`,
    );
    expect(paid.statusCode, paid.body).toBe(200);
    record(model, who, fund, `-${quotas.toFixed(8)}`, paid.json().data.amount, 'RESCUE');
  } else if (step.op === 'reinvest') {
    const target = funds[1 - step.fund]!.id;
    const res = await who.api.post(
      REINVEST,
      { fromProductId: fund, toProductId: target, quotas: quotas.toFixed(8) },
      `views-reinvest-${++keys}`,
    );
    if (res.statusCode !== 201) return expect(res.statusCode, res.body).toBe(409);
    const data = res.json().data;
    record(model, who, fund, data.from.quotas, data.amount, 'REINVESTMENT');
    record(model, who, target, data.to.quotas, data.amount, 'REINVESTMENT');
  } else {
    // Codes are limited to five an hour per participant, as in production.
    if (who.sent >= 4) return;
    who.sent++;
    const sent = await who.api.post('/api/otp/request', { purpose: 'QUOTA_TRANSFER' });
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = await t.lastMailTo(who.email, 'confirmar la transferencia de tus cuotas');
    const code = /es (\d{6})\./.exec(mail)![1]!;
    const res = await who.api.post(
      TRANSFER,
      {
        productId: fund,
        quotas: quotas.toFixed(8),
        recipient: { documentType: 'DNI', documentNumber: other.documentNumber, email: other.email },
        code,
      },
      `views-transfer-${++keys}`,
    );
    expect(res.statusCode, res.body).toBe(201);
    const { value } = res.json().data;
    record(model, who, fund, `-${quotas.toFixed(8)}`, value, 'TRANSFER');
    record(model, other, fund, quotas.toFixed(8), value, 'TRANSFER');
  }
}

interface Figures {
  productId: string;
  productName: string;
  value: string | null;
  invested: string;
  gain: string | null;
  gainPercent: string | null;
  annualReturn: string | null;
}

async function checkViews(who: Holder, model: Model) {
  const get = async (url: string, api = who.api) => {
    const res = await api.get(url);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json().data;
  };
  const list = (await get('/api/portfolio/investments/list')) as Figures[];
  expect(list.length).toBeGreaterThan(0);
  for (const item of list) {
    // The fund's page.
    expect(await get(`/api/portfolio/${item.productId}/overview`)).toEqual(item);
    // What the operations answered, through the domain's one computation.
    const basis = costBasis(model.get(`${who.userId}|${item.productId}`) ?? []);
    expect(item.invested).toBe(basis.cost);
    expect(item.gain).toBe(holdingGain(basis, item.value).gain);
    // The fund's chart ends on the same cost, value and gain.
    const chart = await get(
      `/api/portfolio/${item.productId}/chart-investment-history?months=1&granularity=day`,
    );
    expect(chart.points.at(-1)).toMatchObject({
      value: item.value,
      invested: item.invested,
      gain: item.gain,
    });
  }
  // The totals per currency add the funds up, and the global chart ends on them.
  const [, usd] = await get('/api/portfolio/resume-investments');
  const sum = (pick: (f: Figures) => string | null) =>
    list.reduce((s, f) => s.plus(pick(f) ?? 0), new Decimal(0)).toFixed(2);
  expect(usd).toMatchObject({
    value: sum((f) => f.value),
    invested: sum((f) => f.invested),
    gain: sum((f) => f.gain),
  });
  const global = await get('/api/portfolio/chart-global-investment-history?months=1&granularity=day');
  expect(
    global.series.find((s: { currency: { code: string } }) => s.currency.code === 'USD').points.at(-1),
  ).toMatchObject({
    value: usd.value,
    invested: usd.invested,
    gain: usd.gain,
  });
  // The back office reads the same figures.
  const seen = await get(`/api/admin/portfolio/${who.userId}/investments`, admin);
  expect(seen.investments).toEqual(list);
  expect(seen.totals[1]).toEqual(usd);
  // The investment report is given the same figures for each fund held.
  const report = await collectStatementData(t.ctx, who.userId, 'INVESTMENT_REPORT', undefined);
  for (const f of report.funds) {
    const item = list.find((i) => i.productName === f.productName)!;
    expect([f.value, f.invested, f.gain, f.gainPercent, f.annualReturn]).toEqual([
      item.value,
      item.invested,
      item.gain,
      item.gainPercent,
      item.annualReturn,
    ]);
  }
}

const factor = fc.integer({ min: 950, max: 1080 });
const step: fc.Arbitrary<Step> = fc.record({
  who: fc.constantFrom(0 as const, 1 as const),
  fund: fc.constantFrom(0 as const, 1 as const),
  percent: fc.integer({ min: 1, max: 12 }),
  factors: fc.tuple(factor, factor),
  op: fc.constantFrom('subscribe' as const, 'rescue' as const, 'reinvest' as const, 'transfer' as const),
  cents: fc.integer({ min: 10_000, max: 2_000_000 }),
}) as fc.Arbitrary<Step>;

describe('one cost, value, gain and return in every view', () => {
  it('agree to the cent after random subscriptions, rescues, reinvestments and transfers', async () => {
    const done = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 7 }), async (steps) => {
        const people: [Holder, Holder] = [await participant(), await participant()];
        // Each history in a quarter of its own: the funds' repurchase cap (15 % of their capital at the
        // quarter's start) then counts these participants and is not spent by earlier histories.
        day = addDays(day, 92);
        const model: Model = new Map();
        for (const p of people) record(model, p, funds[0]!.id, '100', '100.00', 'SUBSCRIPTION');
        for (const s of steps) await run(s, people, model);
        await nextDay([1000, 1000]);
        for (const p of people) await checkViews(p, model);
        for (const e of [...model.values()].flat())
          done.add(`${e.kind}${e.quotas.startsWith('-') ? ' out' : ''}`);
      }),
      { numRuns: 3, seed: 2026, endOnFailure: true },
    );
    // The histories reached every kind of operation, both ways.
    expect([...done].sort()).toEqual([
      'REINVESTMENT',
      'REINVESTMENT out',
      'RESCUE out',
      'SUBSCRIPTION',
      'TRANSFER',
      'TRANSFER out',
    ]);
  }, 120_000);
});
