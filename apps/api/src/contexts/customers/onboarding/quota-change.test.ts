import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardingEvents } from '../../../db/schema.ts';
import {
  client,
  createOnboarding,
  forceState,
  newInvestor,
  productId,
  snapshot,
  validParts,
} from '../../../test/onboarding.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { postQuotaValue } from '../../catalogue/products/post-quota-value.ts';

/** requirements R4 "Quota change" and issue 9 item 7: pause, approve, reject, cancel. */
let t: TestApp;
let day = 0;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => t.close());

/** A newer day's value for the product, so it becomes the quota value of the day. */
async function publish(slug: string, value: string) {
  day++;
  const valueDate = `2099-01-${String(day).padStart(2, '0')}`;
  return postQuotaValue(t.ctx, { productId: await productId(t, slug), valueDate, value });
}

/** An investor whose onboarding has its investment priced: S/ 1,500 of factoring-soles at `value`. */
async function investorWithInvestment(value = '100.00000000') {
  await publish('factoring-soles', value);
  const { token, dni } = await newInvestor(t);
  const id = await createOnboarding(t, token);
  const api = client(t, token);
  for (const [path, body] of Object.entries(validParts(dni)).slice(0, 7)) {
    const res = await api.post(`/api/onboarding/${id}/${path}`, body);
    expect(res.statusCode, res.body).toBe(200);
  }
  const info = (await api.get(`/api/onboarding/${id}/info`)).json().data;
  expect(info.investment).toEqual({
    amount: '1500.00',
    quotaValue: '100.00000000',
    quotaNumber: '15.00000000',
  });
  return { token, id, api };
}

const patch = (token: string, url: string) =>
  t.app.inject({ method: 'PATCH', url, headers: { authorization: `Bearer ${token}` } });
const put = (token: string, url: string, payload?: object) =>
  t.app.inject({ method: 'PUT', url, headers: { authorization: `Bearer ${token}` }, payload });

describe('a new quota value of the day', () => {
  it('pauses onboardings priced at another value, and only those', async () => {
    const priced = await investorWithInvestment();
    const { token: freshToken } = await newInvestor(t);
    const unpriced = await createOnboarding(t, freshToken);

    const { pausedOnboardings } = await publish('factoring-soles', '101.00000000');
    expect(pausedOnboardings).toEqual([priced.id]);

    const info = (await priced.api.get(`/api/onboarding/${priced.id}/info`)).json().data;
    expect(info).toMatchObject({
      state: 'CANCELED_BY_QUOTA_VALUE_CHANGE',
      resumeState: 'IN_PROGRESS',
      investment: { amount: '1500.00', quotaValue: '100.00000000', quotaNumber: '15.00000000' },
      product: { quotaValue: '101.00000000' },
    });
    expect((await client(t, freshToken).get(`/api/onboarding/${unpriced}/info`)).json().data.state).toBe(
      'IN_PROGRESS',
    );
    const [event] = await t.db
      .select()
      .from(onboardingEvents)
      .where(eq(onboardingEvents.onboardingId, priced.id))
      .orderBy(onboardingEvents.createdAt)
      .then((rows) => rows.filter((r) => r.event === 'QUOTA_VALUE_CHANGED'));
    expect(event).toMatchObject({
      actorUserId: null,
      fromState: 'IN_PROGRESS',
      toState: 'CANCELED_BY_QUOTA_VALUE_CHANGE',
      data: { oldQuotaValue: '100.00000000', newQuotaValue: '101.00000000' },
    });
  });

  it('leaves an onboarding in verification and a correction of an earlier day alone', async () => {
    const inVerification = await investorWithInvestment();
    await forceState(t, inVerification.id, 'IN_VERIFICATION', 'APPROVED');
    const earlier = await investorWithInvestment();
    const correction = await postQuotaValue(t.ctx, {
      productId: await productId(t, 'factoring-soles'),
      valueDate: '2099-01-01',
      value: '99.00000000',
    });
    expect(correction.pausedOnboardings).toEqual([]);
    expect((await earlier.api.get(`/api/onboarding/${earlier.id}/info`)).json().data.state).toBe(
      'IN_PROGRESS',
    );

    const { pausedOnboardings } = await publish('factoring-soles', '102.00000000');
    expect(pausedOnboardings).toContain(earlier.id);
    expect(pausedOnboardings).not.toContain(inVerification.id);
  });
});

describe('the investor answers the quota-changed dialog', () => {
  it('approving keeps the quotas: new amount = new value × quotas, and resumes the step', async () => {
    const { token, id, api } = await investorWithInvestment();
    await publish('factoring-soles', '100.33333333');
    const res = await patch(token, `/api/onboarding/${id}/approve-change-quota-value`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      data: { onboardingId: id, state: 'IN_PROGRESS', stepOnboarding: 1, step: 'resource-holder' },
    });
    const info = (await api.get(`/api/onboarding/${id}/info`)).json().data;
    expect(info.investment).toEqual({
      amount: '1505.00',
      quotaValue: '100.33333333',
      quotaNumber: '15.00000000',
    });
    expect(info.parts.investment.quotaValueDate).toMatch(/^2099-01-\d\d$/);
    // The answer's step is where GET info resumes too (another device lands on the same screen).
    expect(info.next).toMatchObject({ stepOnboarding: 1, step: 'resource-holder' });
  });

  it('rejecting keeps the amount: quotas = amount ÷ new value, truncated to 8 decimals', async () => {
    const { token, id, api } = await investorWithInvestment();
    await forceState(t, id, 'PENDING_SIGNATURE', 'GENERATED');
    await publish('factoring-soles', '103.00000000');
    expect((await api.get(`/api/onboarding/${id}/info`)).json().data.resumeState).toBe('PENDING_SIGNATURE');
    const res = await patch(token, `/api/onboarding/${id}/reject-change-quota-value`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      state: 'PENDING_SIGNATURE',
      stepOnboarding: 2,
      step: 'documents',
    });
    const info = (await api.get(`/api/onboarding/${id}/info`)).json().data;
    expect(info.investment).toEqual({
      amount: '1500.00',
      quotaValue: '103.00000000',
      quotaNumber: '14.56310679',
    });
  });

  it('refuses to answer when nothing changed, in Spanish, and changes nothing', async () => {
    const { token, id } = await investorWithInvestment();
    const before = await snapshot(t, id);
    for (const answer of ['approve', 'reject']) {
      const res = await patch(token, `/api/onboarding/${id}/${answer}-change-quota-value`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/valor cuota/i);
    }
    expect(await snapshot(t, id)).toEqual(before);
  });

  it("answers 404 for another investor's onboarding and changes nothing", async () => {
    const { id } = await investorWithInvestment();
    await publish('factoring-soles', '104.00000000');
    const before = await snapshot(t, id);
    const { token: stranger } = await newInvestor(t);
    expect((await patch(stranger, `/api/onboarding/${id}/approve-change-quota-value`)).statusCode).toBe(404);
    expect((await put(stranger, `/api/onboarding/${id}/cancel-by-quota-value-change`)).statusCode).toBe(404);
    expect(await snapshot(t, id)).toEqual(before);
  });

  it('refuses a stale version with the other-tab message', async () => {
    const { token, id } = await investorWithInvestment();
    await publish('factoring-soles', '105.00000000');
    const { version } = await snapshot(t, id);
    const res = await patch(
      token,
      `/api/onboarding/${id}/approve-change-quota-value?version=${version! - 1}`,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ONBOARDING_CHANGED');
  });

  it('cancels a paused onboarding, so a new request can start', async () => {
    const { token, id } = await investorWithInvestment();
    await publish('factoring-soles', '106.00000000');
    const res = await put(token, `/api/onboarding/${id}/cancel-by-quota-value-change`, { onboardingId: id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', data: { state: 'CANCELED' } });
    expect((await client(t, token).get('/api/onboarding/pending')).statusCode).toBe(404);
  });

  it('refuses the quota-change cancel of an onboarding that is not paused', async () => {
    const { token, id } = await investorWithInvestment();
    const before = await snapshot(t, id);
    const res = await put(token, `/api/onboarding/${id}/cancel-by-quota-value-change`);
    expect(res.statusCode).toBe(409);
    expect(await snapshot(t, id)).toEqual(before);
  });

  it('sends a paused onboarding with an approved contract to support instead of cancelling it', async () => {
    const { token, id } = await investorWithInvestment();
    await forceState(t, id, 'PENDING_DEPOSIT', 'APPROVED');
    await publish('factoring-soles', '107.00000000');
    const refused = await put(token, `/api/onboarding/${id}/cancel-by-quota-value-change`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ONBOARDING_CANCEL_AFTER_APPROVAL');
    const forced = await put(token, `/api/onboarding/${id}/true`);
    expect(forced.statusCode, forced.body).toBe(200);
    expect(forced.json().data.state).toBe('WAITING_FOR_CANCEL');
  });
});
