import { count } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { calculations } from '../../../db/schema.ts';
import { nextIp } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  // An INTERESADO holds nothing (whoever holds quotas is a PARTICIPE): the seeded one whose request waits.
  const accounts = { interesado: 'verificacion@invierte.pe', participe: 'participe@invierte.pe' };
  for (const [who, email] of Object.entries(accounts))
    tokens[who] = (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'Demo2026' },
        remoteAddress: nextIp(),
      })
    ).json().data.accessToken;
});
afterAll(() => t.close());

const post = (url: string, who: string | null, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: who ? { authorization: `Bearer ${tokens[who]}` } : {},
  });
const good = { source: 'webapp', currency: 'PEN', amount: '10000', months: 12 };

it('records a customer calculation and a participant calculation, each on its own call', async () => {
  expect((await post('/api/calculator/register', 'interesado', good)).statusCode).toBe(201);
  expect(
    (await post('/api/calculator/register-participant', 'participe', { ...good, currency: 'USD', months: 6 }))
      .statusCode,
  ).toBe(201);
  const rows = await t.db.select().from(calculations);
  expect(rows.map((r) => `${r.audience} ${r.currency} ${r.amount} ${r.months}`)).toEqual([
    'customer PEN 10000.00 12',
    'participant USD 10000.00 6',
  ]);
  // A participant uses the participant call, and the other way round.
  expect((await post('/api/calculator/register', 'participe', good)).statusCode).toBe(403);
  expect((await post('/api/calculator/register-participant', 'interesado', good)).statusCode).toBe(403);
});

it.each([
  [{ ...good, amount: 10000 }, 'body.amount'],
  [{ ...good, amount: '-5' }, 'body.amount'],
  [{ ...good, currency: 'EUR' }, 'body.currency'],
  [{ ...good, months: 7 }, 'body.months'],
  [{ ...good, source: 'ios' }, 'body.source'],
  [{ ...good, extra: true }, 'body'],
])('refuses %j with a 400 and records nothing', async (payload, field) => {
  const before = (await t.db.select({ n: count() }).from(calculations))[0]?.n;
  const res = await post('/api/calculator/register', 'interesado', payload);
  expect(res.statusCode).toBe(400);
  expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  expect((await t.db.select({ n: count() }).from(calculations))[0]?.n).toBe(before);
});

it('needs a session', async () => {
  expect((await post('/api/calculator/register', null, good)).statusCode).toBe(401);
});
