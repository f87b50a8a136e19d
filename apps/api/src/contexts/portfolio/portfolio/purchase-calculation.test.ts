import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTokens } from '../../../test/accounts.ts';
import { productId } from '../../../test/onboarding.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { caller, publishTestValues } from '../rescues/rescues.test-kit.ts';

/** What an amount buys now: the applicable day's value, truncated quotas, the minimum (requirements R5). */
let t: TestApp;
let api: ReturnType<typeof caller>;
let bonoUsd: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  api = caller(t, (await demoTokens(t, ['participe'])).participe!);
  bonoUsd = await publishTestValues(t, 'bono-select-midcap-dolares'); // 100 on 23 Nov 2099, 110 on the 24th
});
afterAll(async () => t?.close());

const calc = (query: string) => api.get(`/api/portfolio/movements/purchaseCalculation?${query}`);

describe('GET /api/portfolio/movements/purchaseCalculation', () => {
  it('divides by the applicable day’s value and truncates the quotas', async () => {
    t.clock.now = new Date('2099-11-24T21:29:00Z'); // 16:29 in Lima: the 23rd still applies
    const before = (await calc(`productId=${bonoUsd}&amount=70000`)).json().data;
    expect(before).toMatchObject({ quotaValue: '100.00000000', quotas: '700.00000000', message: null });
    t.clock.now = new Date('2099-11-24T21:30:00Z');
    const after = await calc(`productId=${bonoUsd}&amount=70000.01`);
    expect(after.statusCode, after.body).toBe(200);
    // 70,000.01 / 110 = 636.3637272727… → 636.36372727
    expect(after.json().data).toMatchObject({
      productName: 'Bono Select MidCap',
      currency: { code: 'USD', symbol: '$' },
      amount: '70000.01',
      quotaValue: '110.00000000',
      quotaValueDate: '2099-11-24',
      applicableDay: '2099-11-24',
      quotas: '636.36372727',
      minimum: '70000.00',
    });
  });

  it('says when the amount is under the product’s minimum, and refuses bad input in Spanish', async () => {
    const below = (await calc(`productId=${bonoUsd}&amount=69999.99`)).json().data;
    expect(below.message).toBe('Monto mínimo de inversión $\u00a070,000');
    const bad = await calc(`productId=${bonoUsd}&amount=10.123`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Ingresa el monto como un número con hasta 2 decimales.');
    const unknown = await calc(`productId=${await productId(t, 'factoring-soles')}`);
    expect(unknown.statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/portfolio/movements/purchaseCalculation?productId=${bonoUsd}&amount=1`,
        })
      ).statusCode,
    ).toBe(401);
  });
});
