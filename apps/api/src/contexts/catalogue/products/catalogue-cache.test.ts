import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTokens } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { postQuotaValue } from './post-quota-value.ts';

/** The catalogue is served from memory, yet a new quota value or flag shows on the very next request. */
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  Object.assign(tokens, await demoTokens(t, ['admin', 'interesado']));
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
type Product = { id: string; slug: string; quotaValue: string | null; quotaValueDate?: string | null };

describe('cached catalogue', () => {
  it('answers with an ETag, and 304 without a body when the browser already has it', async () => {
    const first = await get('/api/products/free');
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');

    const again = await get('/api/products/free', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const stale = await get('/api/products/free', { 'if-none-match': '"otro"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
  });

  it('reflects a new quota value at once, with a new ETag', async () => {
    const before = await get('/api/products/free');
    const product = (before.json().data as Product[])[0]!;
    await postQuotaValue(t.ctx, { productId: product.id, valueDate: '2099-01-02', value: '1234.56789012' });

    const after = await get('/api/products/free', { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const updated = (after.json().data as Product[]).find((p) => p.id === product.id)!;
    expect(updated.quotaValue).toBe('1234.56789012');

    const list = await get('/api/products/list', { authorization: `Bearer ${tokens.interesado}` });
    expect(list.headers['cache-control']).toBe('private, no-cache');
    expect((list.json().data as Product[]).find((p) => p.id === product.id)?.quotaValue).toBe(
      '1234.56789012',
    );
  });

  it('refuses a malformed quota value and changes nothing', async () => {
    const before = await get('/api/products/free');
    const product = (before.json().data as Product[])[0]!;
    for (const value of ['0', '-1', '1e5', 'abc', '1.123456789'])
      await expect(
        postQuotaValue(t.ctx, { productId: product.id, valueDate: '2099-01-03', value }),
      ).rejects.toMatchObject({
        code: 'VALIDATION_ERROR',
      });
    expect((await get('/api/products/free')).headers.etag).toBe(before.headers.etag);
  });

  it('drops a product turned institutional from the cached answers at once', async () => {
    const list = await get('/api/products/list', { authorization: `Bearer ${tokens.interesado}` });
    const product = (list.json().data as Array<Product & { isInstitutional?: boolean }>)[1]!;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/products/updateproductprivate?product_id=${product.id}&isInstitutional=true`,
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(res.statusCode).toBe(200);
    const after = await get('/api/products/list', { authorization: `Bearer ${tokens.interesado}` });
    expect(after.headers.etag).not.toBe(list.headers.etag);
  });

  it('still needs a session for the private catalogue, cache or not', async () => {
    await get('/api/products/list', { authorization: `Bearer ${tokens.interesado}` });
    expect((await get('/api/products/list')).statusCode).toBe(401);
  });
});
