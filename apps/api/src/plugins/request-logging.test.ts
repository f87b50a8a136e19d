import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const lines = () =>
  t.logs.flatMap((chunk) =>
    chunk
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l)),
  );

it('writes one access line per request, with method, URL, status and time', async () => {
  t.logs.length = 0;
  await t.app.inject({ method: 'GET', url: '/api/products/free' });
  const access = lines().filter((l) => l.req?.url === '/api/products/free' || l.msg === 'incoming request');
  expect(access).toHaveLength(1);
  expect(access[0]).toMatchObject({
    msg: 'request completed',
    req: { method: 'GET', url: '/api/products/free' },
    res: { statusCode: 200 },
  });
  expect(access[0].responseTime).toEqual(expect.any(Number));
});

it('keeps successful health probes out of the info log, but logs refused requests', async () => {
  t.logs.length = 0;
  await t.app.inject({ method: 'GET', url: '/api' });
  await t.app.inject({ method: 'GET', url: '/api/profile/me' });
  const urls = lines().map((l) => l.req?.url);
  expect(urls).not.toContain('/api');
  expect(lines().find((l) => l.req?.url === '/api/profile/me')).toMatchObject({ res: { statusCode: 401 } });
});
