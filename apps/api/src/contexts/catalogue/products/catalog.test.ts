import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../../db/schema.ts';
import { demoTokens, nextIp } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
let factoringPen: { id: string };
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  Object.assign(tokens, await demoTokens(t, ['admin', 'interesado', 'participe']));
  factoringPen = (await get('/api/products/slug/factoring-soles')).json().data;
});
afterAll(() => t.close());

const get = (url: string, who?: string) =>
  t.app.inject({ method: 'GET', url, headers: who ? { authorization: `Bearer ${tokens[who]}` } : {} });

describe('catalogue', () => {
  it('lists the public products for a customer, FIAMN and FIAME codes shown', async () => {
    const list = (await get('/api/products/list', 'interesado')).json().data as Array<{
      code: string;
      displayCode: string;
    }>;
    expect(list).toHaveLength(6);
    expect(list.find((p) => p.code === 'FIAMN')?.displayCode).toBe('FIAMN');
    expect(list.find((p) => p.code === 'FIAME')?.displayCode).toBe('FIAME');
  });

  it('hides the private FIAMN-LA-CALERA fund from customers and hides its code even from the admin', async () => {
    const [row] = await t.db.select().from(products).where(eq(products.code, 'FIAMN-LA-CALERA'));
    expect((await get(`/api/products/${row!.id}`, 'interesado')).statusCode).toBe(404);
    const asAdmin = (await get(`/api/products/${row!.id}`, 'admin')).json().data;
    expect(asAdmin).toMatchObject({ code: 'FIAMN-LA-CALERA', displayCode: null, isPrivate: true });
    expect((await get('/api/products/slug/factoring-la-calera')).statusCode).toBe(404);
  });

  it('needs a session for the catalogue (requirements R7: 401 goes to /login)', async () => {
    expect((await get('/api/products/list')).statusCode).toBe(401);
  });

  it('gives a product its detail by type, and 404 for the wrong type', async () => {
    const detail = (await get(`/api/products/${factoringPen.id}/detail/factoring`, 'interesado')).json().data;
    expect(detail.terms.map((x: { months: number }) => x.months)).toEqual([3, 6, 12, 24, 36]);
    expect(detail.paymentFrequencies).toEqual(['Trimestral']);
    expect((await get(`/api/products/${factoringPen.id}/detail/bono`, 'interesado')).statusCode).toBe(404);
    const bad = await get(`/api/products/${factoringPen.id}/detail/acciones`, 'interesado');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Tipo de producto no válido.');
  });

  it('builds the dashboard from stored quota values', async () => {
    const res = await get(`/api/products/dashboard?product_id=${factoringPen.id}`, 'interesado');
    const d = res.json().data;
    expect(d.series).toHaveLength(90);
    expect(d.quotaValue).toBe(d.series.at(-1).value);
    expect(d.change30d).toMatch(/^-?\d+\.\d{4}$/);
    // Growth is about 9.5 % a year with a small wave: the 12-month change must say so.
    expect(Number(d.change12m)).toBeGreaterThan(8);
    expect(Number(d.change12m)).toBeLessThan(11);
    expect((await get('/api/products/dashboard?product_id=nope', 'interesado')).statusCode).toBe(400);
  });

  it('answers colours, regulation, collection accounts and the latest quota value', async () => {
    expect((await get('/api/products/color/list', 'interesado')).json().data).toHaveLength(6);
    expect(
      (await get(`/api/products/${factoringPen.id}/regulation`, 'interesado')).json().data,
    ).toMatchObject({
      name: 'Reglamento de participación - Factoring en soles',
      url: '/documentos/reglamento-fiamn.pdf',
    });
    const accounts = (await get(`/api/products/${factoringPen.id}/accounts`, 'interesado')).json().data;
    expect(accounts.map((a: { currency: string }) => a.currency)).toEqual(['PEN', 'PEN']);
    const quota = (await get(`/api/products/${factoringPen.id}/quota-value`, 'interesado')).json().data;
    expect(quota.value).toMatch(/^\d+\.\d{8}$/);
  });

  it("answers PRODUCT_LOCKED with the product's own message when it is locked", async () => {
    expect(
      (await get(`/api/products/${factoringPen.id}/subscription/locked`, 'interesado')).json().data,
    ).toEqual({ locked: false });
    await t.db
      .update(products)
      .set({ locked: true, lockedMessage: 'Suscripciones suspendidas hasta el lunes.' })
      .where(eq(products.id, factoringPen.id));
    try {
      const res = await get(`/api/products/${factoringPen.id}/subscription/locked`, 'interesado');
      expect(res.statusCode).toBe(423);
      expect(res.json()).toMatchObject({
        code: 'PRODUCT_LOCKED',
        message: 'Suscripciones suspendidas hasta el lunes.',
      });
    } finally {
      await t.db
        .update(products)
        .set({ locked: false, lockedMessage: null })
        .where(eq(products.id, factoringPen.id));
    }
    expect((await get(`/api/products/${factoringPen.id}/teleport/locked`, 'interesado')).statusCode).toBe(
      400,
    );
  });

  it('lets only an admin mark a product institutional', async () => {
    const url = `/api/products/updateproductprivate?product_id=${factoringPen.id}&isInstitutional=true`;
    const asCustomer = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${tokens.interesado}` },
    });
    expect(asCustomer.statusCode).toBe(403);
    const asAdmin = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(asAdmin.json().data.isInstitutional).toBe(true);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/products/updateproductprivate?product_id=${factoringPen.id}&isInstitutional=quizas`,
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Indica true o false.');
  });

  it('shows the rate history to affluent customers only', async () => {
    const history = (await get('/api/products/rate-history', 'participe')).json().data;
    expect(history).toHaveLength(6);
    expect(history[0].months.length).toBeGreaterThanOrEqual(11);
    expect(history[0].months[0].annualizedReturn).toMatch(/^-?\d+\.\d{2}$/);
    const refused = await get('/api/products/rate-history', 'interesado');
    expect(refused.statusCode).toBe(403);
  });

  it('lists no pending transactions for a customer whose movements are all approved', async () => {
    expect((await get('/api/transactions/pending', 'interesado')).json().data).toEqual({
      count: 0,
      items: [],
    });
  });
});

describe('site data', () => {
  it('serves the feedback reasons, the exchange rate and an adviser per turn', async () => {
    const reasons = (await get('/api/parameters/group/feedback-type')).json().data;
    expect(reasons[0]).toEqual({ key: 'error', text: 'Reportar un error' });
    expect((await get('/api/parameters/group/nada')).json().data).toEqual([]);
    expect((await get('/api/parameters/group/..%2Fetc')).statusCode).toBe(400);

    const rate = (await get('/api/exchange/international-exchange-rate')).json().data;
    expect(rate.pair).toBe('USD/PEN');
    expect(Number(rate.sell)).toBeGreaterThan(Number(rate.buy));

    const first = (await get('/api/customer-support/next-operator', 'interesado')).json().data;
    const second = (await get('/api/customer-support/next-operator', 'interesado')).json().data;
    expect(first.calendy).toMatch(/^https:\/\/calendly\.com\//);
    expect(second.name).not.toBe(first.name);
    expect((await get('/api/customer-support/next-operator')).statusCode).toBe(401);
  });

  it('subscribes to the newsletter once, refusing a bad e-mail', async () => {
    const sub = (payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/newsletter/register',
        payload: payload as object,
        remoteAddress: nextIp(),
      });
    expect((await sub({ email: 'lector@example.pe' })).statusCode).toBe(200);
    expect((await sub({ email: 'LECTOR@example.pe' })).statusCode).toBe(200);
    const bad = await sub({ email: 'no es correo' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toEqual({
      field: 'body.email',
      message: 'Ingresa un correo electrónico válido.',
    });
  });
});
