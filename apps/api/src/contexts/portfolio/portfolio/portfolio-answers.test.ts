import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts, userAlerts } from '../../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { postQuotaValue } from '../../catalogue/products/post-quota-value.ts';
import { adminApi, AFTER_CUTOFF, holder, publishTestValues } from '../rescues/rescues.test-kit.ts';

/**
 * The /portafolio calls answer from memory per investor (shared/investor-answers.ts). What a caller
 * must see: every change made through the product shows on the very next call — a rescue asked,
 * cancelled, settled, an alert opened, a new quota value — while a row edited behind the product's
 * back (which nobody announces) is not read again on every call.
 */
let t: TestApp;
let fund: { id: string; currency: 'USD' };
let h: Awaited<ReturnType<typeof holder>>;

const portfolioCalls = [
  '/api/portfolio/funds',
  '/api/portfolio/resume/USD',
  '/api/rescues/total-pendings',
  '/api/user/alert',
  '/api/portfolio/movements/list?page=1&pageSize=20',
  '/api/portfolio/chart-global-income-and-expenses-history?months=12',
] as const;

const askRescue = async (quotas: string, key: string) => {
  const asked = await h.api.post(
    '/api/rescues',
    { productId: fund.id, bankAccountId: h.bankAccountId, quotas },
    key,
  );
  expect(asked.statusCode, asked.body).toBe(201);
  return asked.json().data.id as string;
};

async function screen() {
  const answers = await Promise.all(portfolioCalls.map((url) => h.api.get(url)));
  for (const a of answers) expect(a.statusCode, a.body).toBe(200);
  const [funds, resume, pending, alerts, movements, history] = answers.map((a) => a.json().data);
  return { funds, resume, pending, alerts, movements, history };
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  fund = { id: await publishTestValues(t, 'bono-select-midcap-dolares'), currency: 'USD' };
  h = await holder(t, fund, '100');
  t.clock.now = AFTER_CUTOFF;
});
afterAll(async () => t?.close());

describe('portfolio answers kept in memory', () => {
  it('serves a repeated call from memory: a balance edited by hand in the database is not re-read', async () => {
    const first = await screen();
    expect(first.funds[0]).toMatchObject({ quotas: '100.00000000', value: '11000.00' });
    await t.db.update(ledgerAccounts).set({ posted: '999' }).where(eq(ledgerAccounts.userId, h.userId));
    expect(await screen()).toEqual(first);
    // Put back as it was (the journal's CHECK would refuse the next posting otherwise).
    await t.db.update(ledgerAccounts).set({ posted: '100' }).where(eq(ledgerAccounts.userId, h.userId));
  });

  it('shows a rescue asked, then cancelled, on the very next calls', async () => {
    const before = await screen();
    const asked = await askRescue('10', 'answers-rescue-0001');
    const during = await screen();
    expect(during.funds[0]).toMatchObject({ reservedQuotas: '10.00000000', availableQuotas: '90.00000000' });
    expect(during.pending).not.toEqual(before.pending);
    expect(during.movements.total).toBe(before.movements.total + 1);

    expect((await h.api.delete(`/api/rescues/${asked}`)).statusCode).toBe(200);
    const after = await screen();
    expect(after.funds[0]).toMatchObject({ reservedQuotas: '0.00000000', availableQuotas: '100.00000000' });
    expect(after.pending).toEqual(before.pending);
  });

  it('shows a rescue the back office paid, its alert, and the alert gone once opened', async () => {
    const before = await screen();
    const asked = await askRescue('5', 'answers-rescue-0002');
    await screen();
    const admin = await adminApi(t);
    const paid = await admin.post(`/api/admin/rescues/${asked}/settle`, {}, 'answers-settle-1');
    expect(paid.statusCode, paid.body).toBe(200);

    const after = await screen();
    expect(after.funds[0]).toMatchObject({ quotas: '95.00000000', value: '10450.00' });
    expect(after.resume.total).toBe('10450.00');
    expect(after.alerts.length).toBe(before.alerts.length + 1);
    expect(after.history).not.toEqual(before.history);

    const [alert] = await t.db.select().from(userAlerts).where(eq(userAlerts.userId, h.userId));
    expect((await h.api.put(`/api/user/alert/${alert!.id}`)).statusCode).toBe(200);
    expect((await screen()).alerts).toEqual(before.alerts);
  });

  it('values the holding at a new quota value as soon as it is published', async () => {
    const before = await screen();
    await postQuotaValue(t.ctx, { productId: fund.id, valueDate: '2099-11-24', value: '120' });
    const after = await screen();
    expect(after.funds[0]).toMatchObject({ quotaValue: '120.00000000', value: '11400.00' });
    expect(after.resume.total).toBe('11400.00');
    expect(after.funds).not.toEqual(before.funds);
  });
});
