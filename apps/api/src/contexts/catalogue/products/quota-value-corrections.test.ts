import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardingApprovals } from '../../../db/schema.ts';
import { demoTokens } from '../../../test/accounts.ts';
import { productId } from '../../../test/onboarding.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { call, onboardingIn, twoAdmins } from '../../customers/onboarding-review/review-test-kit.ts';
import { AFTER_CUTOFF, holder } from '../../portfolio/rescues/rescues.test-kit.ts';
import { postQuotaValue } from './post-quota-value.ts';

/**
 * Correcting a day's quota value (docs/business-rules.md "Quota-value corrections"): what the
 * dialog is told beforehand, what the call answers and what the audit log keeps.
 */
let t: TestApp;
let req: ReturnType<typeof call>;
let maker: string;
let checker: string;
let investor: string;
let fund: string;
/** A second fund for the tests that need no operations, so that no test sees another's values. */
let other: string;
const DAY = '2099-11-24';

const dayOf = (token: string | null, product: string, day: string) =>
  req(token, 'GET', `/api/admin/products/${product}/quota-values/${day}`);
const publish = (product: string, body: { valueDate: string; value: string }) =>
  req(maker, 'POST', `/api/admin/products/${product}/quota-values`, body);
const lastPublication = async (product: string) => {
  const res = await req(
    maker,
    'GET',
    `/api/admin/audit?entity=product&entityId=${product}&action=product.quota-value.publish&limit=1`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.items[0] as { before: unknown; after: unknown };
};

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  req = call(t);
  ({ maker, checker } = await twoAdmins(t));
  investor = (await demoTokens(t, ['interesado'])).interesado!;
  fund = await productId(t, 'factoring-soles');
  other = await productId(t, 'mutuo-acreencias-soles');
  await postQuotaValue(t.ctx, { productId: fund, valueDate: '2099-11-20', value: '100' });
  await postQuotaValue(t.ctx, { productId: other, valueDate: '2099-11-20', value: '100' });
  await postQuotaValue(t.ctx, { productId: fund, valueDate: DAY, value: '110' });
  // 17:00 in Lima on the 24th: approvals and rescues are priced at the 24th's value.
  t.clock.now = AFTER_CUTOFF;
});
afterAll(async () => t?.close());

describe('correcting a day already used to price operations', () => {
  it('names the replaced value, keeps executed operations at it and voids stale preparations', async () => {
    const executed = await onboardingIn(t, 'IN_VERIFICATION');
    expect(
      (await req(maker, 'POST', '/api/admin/onboarding/approve', { idOnboarding: executed.id })).statusCode,
    ).toBe(201);
    const confirm = await req(checker, 'POST', '/api/admin/onboarding/approve', {
      idOnboarding: executed.id,
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const prepared = await onboardingIn(t, 'IN_VERIFICATION');
    expect(
      (await req(maker, 'POST', '/api/admin/onboarding/approve', { idOnboarding: prepared.id })).statusCode,
    ).toBe(201);
    const seller = await holder(t, { id: fund, currency: 'PEN' }, '100');
    const rescue = await seller.api.post('/api/rescues', {
      productId: fund,
      bankAccountId: seller.bankAccountId,
      quotas: '10',
    });
    expect(rescue.statusCode, rescue.body).toBe(201);
    // The next day has its own value: the correction of the 24th must not be measured against it.
    t.clock.now = new Date(AFTER_CUTOFF.getTime() + 24 * 3600_000);
    expect((await publish(fund, { valueDate: '2099-11-25', value: '137.38' })).statusCode).toBe(200);

    const before = await dayOf(maker, fund, DAY);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().data).toEqual({
      productId: fund,
      valueDate: DAY,
      published: '110.00000000',
      previous: { valueDate: '2099-11-20', value: '100.00000000' },
      pricedBy: { approvals: 1, rescues: 1 },
      preparedApprovals: 1,
    });

    const res = await publish(fund, { valueDate: DAY, value: '109.5' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      productId: fund,
      valueDate: DAY,
      value: '109.50000000',
      pausedOnboardings: 0,
      replaced: '110.00000000',
    });
    expect(await lastPublication(fund)).toMatchObject({
      before: { valueDate: DAY, value: '110.00000000' },
      after: {
        valueDate: DAY,
        value: '109.50000000',
        pricedApprovals: 1,
        pricedRescues: 1,
        voidedPreparations: 1,
      },
    });

    // The executed approval keeps the value it was priced at; the prepared one is priced again.
    const approvals = async (id: string) =>
      t.db.select().from(onboardingApprovals).where(eq(onboardingApprovals.onboardingId, id));
    expect((await approvals(executed.id)).map((a) => [a.status, a.quotaValue])).toEqual([
      ['EXECUTED', '110.00000000'],
    ]);
    expect((await approvals(prepared.id)).map((a) => a.status)).toEqual(['VOID']);
    t.clock.now = AFTER_CUTOFF;
    const again = await req(checker, 'POST', '/api/admin/onboarding/approve', { idOnboarding: prepared.id });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data.approval).toMatchObject({ quotaValue: '109.50000000' });
  });

  it('the same value posted again is no correction: nothing is voided and the audit keeps 8 decimals', async () => {
    expect((await publish(other, { valueDate: '2099-11-23', value: '109.5' })).statusCode).toBe(200);
    const res = await publish(other, { valueDate: '2099-11-23', value: '109.50000000' });
    expect(res.json().data.replaced).toBe('109.50000000');
    const row = await lastPublication(other);
    expect(row.after).toEqual({ valueDate: '2099-11-23', value: '109.50000000' });
  });
});

describe('a first publication of a day', () => {
  it('has no "before" and is measured against the nearest earlier value', async () => {
    const day = await dayOf(maker, other, '2099-11-22');
    expect(day.json().data).toEqual({
      productId: other,
      valueDate: '2099-11-22',
      published: null,
      previous: { valueDate: '2099-11-20', value: '100.00000000' },
      pricedBy: { approvals: 0, rescues: 0 },
      preparedApprovals: 0,
    });
    const res = await publish(other, { valueDate: '2099-11-22', value: '101.25' });
    expect(res.json().data.replaced).toBeNull();
    expect(await lastPublication(other)).toMatchObject({
      before: null,
      after: { valueDate: '2099-11-22', value: '101.25000000' },
    });
  });
});

describe('GET /api/admin/products/{id}/quota-values/{date}', () => {
  it('refuses a bad date in Spanish, a guest, an investor and an unknown product', async () => {
    const bad = await dayOf(maker, fund, '24-11-2099');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('AAAA-MM-DD');
    expect((await dayOf(null, fund, DAY)).statusCode).toBe(401);
    expect((await dayOf(investor, fund, DAY)).statusCode).toBe(403);
    expect((await dayOf(maker, '00000000-0000-4000-8000-000000000000', DAY)).statusCode).toBe(404);
  });
});
