import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, users } from '../../../db/schema.ts';
import { client, newInvestor } from '../../../test/onboarding.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { postQuotaValue } from '../../catalogue/products/post-quota-value.ts';
import { reserveUnits } from '../../ledger/ledger/reserve-units.ts';
import { subscribeUnits } from '../../ledger/ledger/subscribe-units.ts';

/** The portfolio reads holdings from the ledger's positions and values them at the latest quota value. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => t.close());

async function product(slug: string) {
  const [row] = await t.db.select().from(products).where(eq(products.slug, slug));
  return row!;
}
async function userIdOf(dni: string) {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.documentNumber, dni));
  return row!.id;
}

describe('GET /api/portfolio/funds and resume/{currency}', () => {
  it('lists each position with its quotas, reserved part and value, and totals per currency', async () => {
    const { token, dni } = await newInvestor(t);
    const userId = await userIdOf(dni);
    const soles = await product('factoring-soles');
    const dollars = await product('factoring-dolares');
    await postQuotaValue(t.ctx, { productId: soles.id, valueDate: '2099-02-01', value: '130.12345678' });
    await postQuotaValue(t.ctx, { productId: dollars.id, valueDate: '2099-02-01', value: '120.5' });
    await t.db.transaction(async (tx) => {
      const at = t.clock.now;
      await subscribeUnits(tx, {
        reference: `test-${userId}-pen`,
        parties: { userId, productId: soles.id, currency: 'PEN' },
        units: '11.52737789',
        amount: '1500.00',
        actorUserId: null,
        at,
      });
      await subscribeUnits(tx, {
        reference: `test-${userId}-usd`,
        parties: { userId, productId: dollars.id, currency: 'USD' },
        units: '4.14937759',
        amount: '500.00',
        actorUserId: null,
        at,
      });
      await reserveUnits(tx, {
        reference: `test-${userId}-rescue`,
        parties: { userId, productId: soles.id, currency: 'PEN' },
        units: '1.5',
        actorUserId: null,
        at,
      });
    });

    const api = client(t, token);
    const funds = await api.get('/api/portfolio/funds');
    expect(funds.statusCode, funds.body).toBe(200);
    expect(funds.json().data).toEqual([
      {
        productId: soles.id,
        productName: 'Factoring',
        productSlug: 'factoring-soles',
        productType: 'factoring',
        productCode: 'FIAMN',
        currency: { code: 'PEN', symbol: 'S/' },
        quotas: '11.52737789',
        reservedQuotas: '1.50000000',
        availableQuotas: '10.02737789',
        quotaValue: '130.12345678',
        quotaValueDate: '2099-02-01',
        value: '1499.98',
      },
      {
        productId: dollars.id,
        productName: 'Factoring',
        productSlug: 'factoring-dolares',
        productType: 'factoring',
        productCode: 'FIAME',
        currency: { code: 'USD', symbol: '$' },
        quotas: '4.14937759',
        reservedQuotas: '0.00000000',
        availableQuotas: '4.14937759',
        quotaValue: '120.50000000',
        quotaValueDate: '2099-02-01',
        value: '500.00',
      },
    ]);
    expect((await api.get('/api/portfolio/resume/PEN')).json().data).toEqual({
      currency: { code: 'PEN', symbol: 'S/' },
      total: '1499.98',
      funds: 1,
    });
    expect((await api.get('/api/portfolio/resume/USD')).json().data.total).toBe('500.00');
  });

  it('shows nothing of anyone else: a new investor has no funds and a zero total', async () => {
    const { token } = await newInvestor(t);
    const api = client(t, token);
    expect((await api.get('/api/portfolio/funds')).json().data).toEqual([]);
    expect((await api.get('/api/portfolio/resume/USD')).json().data).toMatchObject({
      total: '0.00',
      funds: 0,
    });
  });

  it('refuses an unknown currency in Spanish and a guest with 401', async () => {
    const { token } = await newInvestor(t);
    const bad = await client(t, token).get('/api/portfolio/resume/EUR');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('La moneda debe ser PEN o USD.');
    expect((await t.app.inject({ method: 'GET', url: '/api/portfolio/funds' })).statusCode).toBe(401);
  });
});
