import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTokens, nextIp } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Every back-office route, as registered (so a new one cannot be missed), answered for each kind of
 * caller: a guest gets 401, an investor (INTERESADO or PARTICIPE) 403, both before anything about
 * the request is read; an administrator gets past both checks. (Admins without a permission come
 * with roles, issue 11.)
 */
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  Object.assign(tokens, await demoTokens(t, ['admin', 'interesado', 'participe']));
});
afterAll(async () => t?.close());

/** A concrete URL for a route: every parameter gets a well-formed value. */
const concrete = (url: string) =>
  url
    .replace(':documentType', 'DNI')
    .replace(':documentNumber', '12345678')
    .replace(/:[A-Za-z]+\??/g, randomUUID());

const adminRoutes = () => t.app.apiRoutes.filter((r) => r.url.startsWith('/api/admin/'));

async function call(method: string, url: string, token?: string) {
  return t.app.inject({
    method: method as 'GET',
    url: concrete(url),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    remoteAddress: nextIp(),
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  });
}

describe('admin routes × callers', () => {
  it('finds the back office’s routes', () => {
    expect(adminRoutes().length).toBeGreaterThanOrEqual(25);
  });

  it('a guest gets 401 on every admin route', async () => {
    for (const { method, url } of adminRoutes())
      expect((await call(method, url)).statusCode, `${method} ${url}`).toBe(401);
  });

  it('an INTERESADO and a PARTICIPE get 403 on every admin route', async () => {
    for (const who of ['interesado', 'participe'])
      for (const { method, url } of adminRoutes()) {
        const res = await call(method, url, tokens[who]);
        expect(res.statusCode, `${who} ${method} ${url}`).toBe(403);
        expect(res.json().message).toBe('No tienes permiso para realizar esta acción.');
      }
  });

  it('an administrator gets past authentication and permission on every admin route', async () => {
    for (const { method, url } of adminRoutes()) {
      const res = await call(method, url, tokens.admin);
      expect([401, 403], `${method} ${url}: ${res.body}`).not.toContain(res.statusCode);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(500);
    }
  });
});
