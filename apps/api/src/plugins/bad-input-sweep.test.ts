import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoTokens, nextIp } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Every API route, fed malformed input as a guest and as each profile: never a 500, never a stack
 * trace, always the JSON envelope. New routes join the sweep by being registered.
 */
let t: TestApp;
const tokens: Record<string, string | undefined> = { guest: undefined };
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  Object.assign(tokens, await demoTokens(t, ['admin', 'interesado']));
});
afterAll(() => t.close());

const badParams = ['x', '00000000-0000-4000-8000-000000000000', "'; drop table users;--", '%00'];
const badBodies: Array<[string | undefined, string]> = [
  ['application/json', '{"a":'],
  ['application/json', 'null'],
  ['application/json', '[]'],
  ['application/json', '"texto"'],
  [
    'application/json',
    JSON.stringify({ email: 1, password: {}, dni: [], id: null, amount: 'NaN', months: -1 }),
  ],
  ['text/plain', 'hola'],
  ['multipart/form-data; boundary=zzz', '--zzz\r\nbroken'],
  [undefined, ''],
];

it('never answers 500 to malformed input on any route', async () => {
  const failures: string[] = [];
  const routes = t.app.apiRoutes;
  expect(routes.length).toBeGreaterThan(40);
  for (const route of routes) {
    for (const param of badParams) {
      const url = `${route.url.replace(/:[A-Za-z_]+\??/g, encodeURIComponent(param))}?product_id=${encodeURIComponent(param)}&isInstitutional=x`;
      for (const [who, token] of Object.entries(tokens)) {
        const bodies =
          route.method === 'GET' || route.method === 'DELETE' ? [[undefined, ''] as const] : badBodies;
        for (const [contentType, payload] of bodies) {
          const headers: Record<string, string> = {};
          if (token) headers.authorization = `Bearer ${token}`;
          if (contentType) headers['content-type'] = contentType;
          const res = await t.app.inject({
            method: route.method as 'GET',
            url,
            headers,
            payload: payload || undefined,
            remoteAddress: nextIp(),
          });
          const where = `${route.method} ${url} as ${who} with ${contentType ?? 'no body'}`;
          if (res.statusCode >= 500) failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          else if (res.statusCode >= 400) {
            const body = res.json();
            if (body.status !== 'error' || typeof body.message !== 'string' || body.message.length === 0)
              failures.push(`${where}: not an error envelope: ${res.body.slice(0, 200)}`);
            if (/\bat [^\s]+\.ts:\d+/.test(res.body)) failures.push(`${where}: stack trace leaked`);
          }
        }
      }
    }
  }
  expect(failures).toEqual([]);
}, 120_000);
