import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTokens } from '../../../test/accounts.ts';
import { client, newInvestor, snapshot, validParts } from '../../../test/onboarding.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { postQuotaValue } from '../../catalogue/products/post-quota-value.ts';
import { movements } from '../../../db/schema.ts';
import { caller, freshFund, holder, position } from '../../portfolio/rescues/rescues.test-kit.ts';

/**
 * The daily quota update (docs/business-rules.md): on a weekday before 4:30 pm Lima, while the fund's
 * latest value is an earlier day's, the calls that price an investment answer 400 with the adviser's
 * WhatsApp number and change nothing; a published value, the cut-off, a weekend or a Peruvian public
 * holiday prices again. The fund is valued 100 on Monday 23 and 110 on Tuesday 24 November 2099
 * (Lima = UTC−5).
 */
const PHONE = '+51 987 654 321';
const MESSAGE = `El valor cuota se está actualizando. Para continuar con tu solicitud comunícate con un asesor de inversiones por WhatsApp al ${PHONE}.`;
const lima = (day: number, time: string, month = 11) => {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(2099, month - 1, day, hour + 5, minute));
};

let t: TestApp;
let fundId: string;
let participe: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { ADVISER_WHATSAPP_PHONE: PHONE } });
  participe = caller(t, (await demoTokens(t, ['participe'])).participe!);
  ({ id: fundId } = await freshFund(t, 'PEN'));
});
afterAll(async () => t?.close());

const calculate = () =>
  participe.get(`/api/portfolio/movements/purchaseCalculation?productId=${fundId}&amount=1500`);
const patch = (token: string, url: string) =>
  t.app.inject({ method: 'PATCH', url, headers: { authorization: `Bearer ${token}` } });

function expectUpdating(res: { statusCode: number; body: string; json: () => unknown }) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toEqual({ status: 'error', code: 'QUOTA_VALUE_UPDATING', message: MESSAGE, errors: [] });
}

/** An investor's onboarding of the fund with every step-1 part but the investment. */
async function onboardingBeforeInvestment() {
  const { token, dni } = await newInvestor(t);
  const api = client(t, token);
  const created = await api.post('/api/onboarding/create', { productId: fundId });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().data._id as string;
  for (const [path, body] of Object.entries(validParts(dni)).slice(0, 6)) {
    const res = await api.post(`/api/onboarding/${id}/${path}`, body);
    expect(res.statusCode, res.body).toBe(200);
  }
  return { token, id, api, invest: () => api.post(`/api/onboarding/${id}/investment`, { amount: '1500' }) };
}

describe('the calls that price an investment during the daily quota update', () => {
  let paused: Awaited<ReturnType<typeof onboardingBeforeInvestment>>;

  it('answer 400 with the adviser’s number before 4:30 pm on an update day without the value', async () => {
    t.clock.now = lima(24, '17:00');
    const onboarding = await onboardingBeforeInvestment();
    t.clock.now = lima(25, '10:00');
    const before = await snapshot(t, onboarding.id);
    expectUpdating(await onboarding.invest());
    expect(await snapshot(t, onboarding.id)).toEqual(before);
    expectUpdating(await calculate());
    t.clock.now = lima(25, '16:29');
    expectUpdating(await calculate());
  });

  it('price again from 4:30 pm, even before the day’s value is published', async () => {
    t.clock.now = lima(25, '16:30');
    const res = await calculate();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ quotaValue: '110.00000000', quotaValueDate: '2099-11-24' });
  });

  it('price once the day’s value is published, before 4:30 pm', async () => {
    t.clock.now = lima(25, '09:00');
    await postQuotaValue(t.ctx, { productId: fundId, valueDate: '2099-11-25', value: '120' });
    paused = await onboardingBeforeInvestment();
    const invested = await paused.invest();
    expect(invested.statusCode, invested.body).toBe(200);
    const info = (await paused.api.get(`/api/onboarding/${paused.id}/info`)).json().data;
    expect(info.investment).toMatchObject({ quotaValue: '120.00000000', quotaNumber: '12.50000000' });
    // The applicable day is still the 24th before 4:30 pm: priced, at that day's value.
    const calculated = await calculate();
    expect(calculated.statusCode, calculated.body).toBe(200);
    expect(calculated.json().data).toMatchObject({ quotaValue: '110.00000000' });
  });

  it('price on days without an update (the weekend) at the last published value', async () => {
    t.clock.now = lima(28, '10:00');
    const res = await calculate();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ quotaValue: '120.00000000', quotaValueDate: '2099-11-25' });
  });

  it('refuse to answer the quota-changed dialog until the day’s value or 4:30 pm', async () => {
    // Thursday's value pauses the onboarding priced at Wednesday's.
    t.clock.now = lima(26, '17:00');
    await postQuotaValue(t.ctx, { productId: fundId, valueDate: '2099-11-26', value: '125' });
    expect((await snapshot(t, paused.id)).state).toBe('CANCELED_BY_QUOTA_VALUE_CHANGE');

    t.clock.now = lima(27, '11:00');
    const before = await snapshot(t, paused.id);
    const approve = `/api/onboarding/${paused.id}/approve-change-quota-value`;
    expectUpdating(await patch(paused.token, approve));
    expectUpdating(await patch(paused.token, `/api/onboarding/${paused.id}/reject-change-quota-value`));
    expect(await snapshot(t, paused.id)).toEqual(before);

    t.clock.now = lima(27, '16:30');
    const res = await patch(paused.token, approve);
    expect(res.statusCode, res.body).toBe(200);
    const info = (await paused.api.get(`/api/onboarding/${paused.id}/info`)).json().data;
    // The quotas stay: 12.5 × 125 = 1,562.50.
    expect(info.investment).toMatchObject({ amount: '1562.50', quotaValue: '125.00000000' });
  });

  it('price on a Peruvian public holiday, which is no update day, and refuse again the next weekday', async () => {
    // Tuesday 8 December 2099 (Inmaculada Concepción) and Wednesday the 9th (Batalla de Ayacucho):
    // no value is published, yet nothing is updating. The latest value is still the 26th's.
    t.clock.now = lima(8, '10:00', 12);
    const holiday = await calculate();
    expect(holiday.statusCode, holiday.body).toBe(200);
    expect(holiday.json().data).toMatchObject({ quotaValue: '125.00000000', quotaValueDate: '2099-11-26' });
    t.clock.now = lima(9, '15:00', 12);
    expect((await calculate()).statusCode).toBe(200);
    // Thursday the 10th is an ordinary update day.
    t.clock.now = lima(10, '10:00', 12);
    expectUpdating(await calculate());
  });
});

describe('a reinvestment during the daily quota update', () => {
  const REINVEST = '/api/portfolio/movements/registerReInvestment';

  it('is refused while either fund awaits its value, changes nothing, and goes through from 4:30 pm', async () => {
    const source = await freshFund(t, 'PEN');
    const target = await freshFund(t, 'PEN', { values: ['50', '55'], minInvestment: '100.00' });
    const investor = await holder(t, source, '100');
    const body = { fromProductId: source.id, toProductId: target.id, quotas: '5' };
    const calculation = () =>
      investor.api.get(
        `/api/portfolio/movements/reinvestmentCalculation?fromProductId=${source.id}&toProductId=${target.id}&quotas=5`,
      );
    const state = async () => ({
      source: await position(t, investor.userId, source.id),
      target: await position(t, investor.userId, target.id),
      movements: (await t.db.select({ id: movements.id }).from(movements)).length,
    });

    // Wednesday 25 November 10:00: both funds' latest value is the 24th's.
    t.clock.now = lima(25, '10:00');
    const before = await state();
    expectUpdating(await calculation());
    expectUpdating(await investor.api.post(REINVEST, body));
    // The source's value published, the target's still awaited: still refused.
    await postQuotaValue(t.ctx, { productId: source.id, valueDate: '2099-11-25', value: '112' });
    expectUpdating(await calculation());
    expectUpdating(await investor.api.post(REINVEST, body));
    expect(await state()).toEqual(before);

    // From 4:30 pm it is priced at the applicable day's values (the 25th's source, the 24th's target).
    t.clock.now = lima(25, '16:30');
    const res = await investor.api.post(REINVEST, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      amount: '560.00',
      from: { quotas: '-5.00000000', quotaValue: '112.00000000' },
      to: { quotas: '10.18181818', quotaValue: '55.00000000' },
    });
  });

  it('leaves a transfer’s quota value answering: a transfer moves quotas, it buys none', async () => {
    const fund = await freshFund(t, 'PEN');
    const investor = await holder(t, fund, '10');
    t.clock.now = lima(25, '10:00');
    const res = await investor.api.get(`/api/portfolio/movements/transferQuotaValue?productId=${fund.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ quotaValue: '110.00000000', quotaValueDate: '2099-11-24' });
  });
});
