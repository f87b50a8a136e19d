import { limaDate } from '@invierte/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTokens } from '../../../test/accounts.ts';
import { client, createOnboarding, newInvestor, productId, validParts } from '../../../test/onboarding.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** The back office's quota-value call: who may post, what is refused, what it pauses. */
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  Object.assign(tokens, await demoTokens(t, ['admin', 'interesado']));
});
afterAll(async () => t.close());

const post = (token: string | undefined, id: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/products/${id}/quota-values`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: payload as object,
  });
const history = async (id: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/admin/products/${id}/quota-values`,
      headers: { authorization: `Bearer ${tokens.admin}` },
    })
  ).json().data as Array<{ valueDate: string; value: string }>;

describe('POST /api/admin/products/{id}/quota-values', () => {
  it("publishes today's value, pauses the onboardings priced at another one, and lists it first", async () => {
    const product = await productId(t, 'factoring-soles');
    const { token, dni } = await newInvestor(t);
    const id = await createOnboarding(t, token);
    expect(
      (await client(t, token).post(`/api/onboarding/${id}/investment`, validParts(dni).investment))
        .statusCode,
    ).toBe(200);

    const today = limaDate(t.clock.now);
    const seeded = (await history(product)).find((v) => v.valueDate === today);
    const res = await post(tokens.admin, product, { valueDate: today, value: '2.12345678' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      productId: product,
      valueDate: today,
      value: '2.12345678',
      pausedOnboardings: 1,
      replaced: seeded?.value ?? null,
    });
    expect((await history(product))[0]).toEqual({ valueDate: today, value: '2.12345678' });
    expect((await client(t, token).get(`/api/onboarding/${id}/info`)).json().data.state).toBe(
      'CANCELED_BY_QUOTA_VALUE_CHANGE',
    );

    // The same value again is not a change: nothing more is paused.
    const again = await post(tokens.admin, product, { valueDate: today, value: '2.12345678' });
    expect(again.json().data.pausedOnboardings).toBe(0);
  });

  it('refuses a future day, a zero, too many decimals and a malformed body, in Spanish, changing nothing', async () => {
    const product = await productId(t, 'factoring-dolares');
    const before = await history(product);
    const tomorrow = new Date(t.clock.now.getTime() + 36 * 3600_000);
    for (const [body, message] of [
      [{ valueDate: limaDate(tomorrow), value: '1.5' }, 'no puede ser posterior a hoy'],
      [{ valueDate: limaDate(t.clock.now), value: '0.000' }, 'mayor que cero'],
      [{ valueDate: limaDate(t.clock.now), value: '1.123456789' }, 'hasta 8 decimales'],
      [{ valueDate: '23/11/2026', value: '1.5' }, 'AAAA-MM-DD'],
      [{ valueDate: limaDate(t.clock.now), value: 1.5 }, 'valor cuota'],
    ] as const) {
      const res = await post(tokens.admin, product, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect(await history(product)).toEqual(before);
  });

  it('answers 401 to a guest, 403 to an investor and 404 to an unknown product', async () => {
    const product = await productId(t, 'factoring-soles');
    const body = { valueDate: limaDate(t.clock.now), value: '3.5' };
    expect((await post(undefined, product, body)).statusCode).toBe(401);
    expect((await post(tokens.interesado, product, body)).statusCode).toBe(403);
    expect((await post(tokens.admin, '00000000-0000-4000-8000-000000000000', body)).statusCode).toBe(404);
    expect((await history(product))[0]?.value).not.toBe('3.50000000');
  });
});

describe('GET /api/admin/quota-values', () => {
  it('lists every product, private ones too, with its two latest values, and only for operations', async () => {
    const calera = await productId(t, 'factoring-la-calera');
    const today = limaDate(t.clock.now);
    expect((await post(tokens.admin, calera, { valueDate: today, value: '150.5' })).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/quota-values',
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const board = res.json().data as Array<{
      code: string;
      isPrivate: boolean;
      latest: unknown;
      previous: unknown;
    }>;
    expect(board).toHaveLength(7);
    const row = board.find((b) => b.code === 'FIAMN-LA-CALERA');
    expect(row).toMatchObject({ isPrivate: true, latest: { valueDate: today, value: '150.50000000' } });
    expect(row?.previous).not.toBeNull();
    const investor = await t.app.inject({
      method: 'GET',
      url: '/api/admin/quota-values',
      headers: { authorization: `Bearer ${tokens.interesado}` },
    });
    expect(investor.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/quota-values' })).statusCode).toBe(401);
  });
});
