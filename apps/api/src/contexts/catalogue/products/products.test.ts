import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

it('GET /api/products/free lists the six seeded products with their minimums and latest quota value', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/products/free' });
  expect(res.statusCode).toBe(200);
  const products = res.json().data as Array<
    Record<string, unknown> & { currency: { code: string; symbol: string } }
  >;
  const summary = products.map((p) => `${p.name} ${p.currency.code} ${p.currency.symbol} ${p.minInvestment}`);
  expect(summary).toEqual([
    'Factoring PEN S/ 1000.00',
    'Factoring USD $ 500.00',
    'Bono Select MidCap PEN S/ 250000.00',
    'Bono Select MidCap USD $ 70000.00',
    'Mutuo Acreencias PEN S/ 75000.00',
    'Mutuo Acreencias USD $ 20000.00',
  ]);
  for (const p of products) {
    expect(p.quotaValue).toMatch(/^\d+\.\d{8}$/); // decimal string, 8 places, never a float
    expect(p.quotaValueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }
});

it('seeds once: a second seed run changes nothing', async () => {
  const { seedDatabase } = await import('../../../seed/seed.ts');
  expect(await seedDatabase(t.db, new Date())).toBe(false);
  const res = await t.app.inject({ method: 'GET', url: '/api/products/free' });
  expect(res.json().data).toHaveLength(6);
});

it('demo accounts can log in and land on their profile', async () => {
  for (const [email, password, profile] of [
    ['admin@invierte.pe', 'Admin2026', 'ADMIN'],
    // He holds quotas, so he is a PARTICIPE whatever his address says.
    ['interesado@invierte.pe', 'Demo2026', 'PARTICIPE'],
    ['participe@invierte.pe', 'Demo2026', 'PARTICIPE'],
    ['nuevo@invierte.pe', 'Demo2026', 'INTERESADO'],
    ['verificacion@invierte.pe', 'Demo2026', 'INTERESADO'],
  ] as const) {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    expect(login.statusCode, email).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/profile/me',
      headers: { authorization: `Bearer ${login.json().data.accessToken}` },
    });
    expect(me.json().data.profile).toBe(profile);
  }
});
