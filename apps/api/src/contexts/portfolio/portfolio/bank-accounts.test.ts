import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { products } from '../../../db/schema.ts';
import { client, createOnboarding, newInvestor } from '../../../test/onboarding.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { penAccount, usdAccount } from '../../customers/customers/customers.test-support.ts';

/** Where a product's money can go: the caller's saved accounts, filtered by the product's currency. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => t.close());

const idOf = async (slug: string) =>
  (await t.db.select({ id: products.id }).from(products).where(eq(products.slug, slug)))[0]!.id;

it('lists the accounts in the product’s currency, all of them, and those an onboarding may use', async () => {
  const { token } = await newInvestor(t);
  const api = client(t, token);
  for (const account of [penAccount, usdAccount])
    expect((await api.post('/api/customers/bank-accounts', account)).statusCode).toBe(201);
  const soles = await idOf('factoring-soles');
  const dollars = await idOf('factoring-dolares');
  const cur = (res: Awaited<ReturnType<typeof api.get>>) =>
    (res.json().data as Array<{ currency: string }>).map((a) => a.currency);

  expect(cur(await api.get(`/api/portfolio/${soles}/bank-accounts`))).toEqual(['PEN']);
  expect(cur(await api.get(`/api/portfolio/${dollars}/bank-accounts`))).toEqual(['USD']);
  expect(cur(await api.get(`/api/portfolio/${soles}/all-bank-accounts`))).toEqual(['PEN', 'USD']);

  const onboarding = await createOnboarding(t, token, 'factoring-dolares');
  expect(cur(await api.get(`/api/onboarding/linking/bank-account/${onboarding}`))).toEqual(['USD']);
});

it('shows nobody else’s accounts or onboardings, and refuses unknown ids', async () => {
  const { token: owner } = await newInvestor(t);
  const onboarding = await createOnboarding(t, owner);
  expect((await client(t, owner).post('/api/customers/bank-accounts', penAccount)).statusCode).toBe(201);
  const { token: stranger } = await newInvestor(t);
  const api = client(t, stranger);
  expect(
    (await api.get(`/api/portfolio/${await idOf('factoring-soles')}/bank-accounts`)).json().data,
  ).toEqual([]);
  expect((await api.get(`/api/onboarding/linking/bank-account/${onboarding}`)).statusCode).toBe(404);
  expect(
    (await api.get('/api/portfolio/00000000-0000-4000-8000-000000000000/bank-accounts')).statusCode,
  ).toBe(404);
  expect((await api.get('/api/portfolio/no-es-un-id/all-bank-accounts')).statusCode).toBe(400);
});
