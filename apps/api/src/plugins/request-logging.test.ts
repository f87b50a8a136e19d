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

it('binds the request id to every line of other routes; the health probe gets no logger of its own', async () => {
  t.logs.length = 0;
  const res = await t.app.inject({ method: 'GET', url: '/api/products/free' });
  const line = lines().find((l) => l.req?.url === '/api/products/free');
  // The top-level requestId comes from the per-request child logger, req.requestId from the serializer.
  expect(line).toMatchObject({
    requestId: res.headers['x-request-id'],
    req: { requestId: res.headers['x-request-id'] },
  });

  const seen: unknown[] = [];
  const probe = await t.app.inject({ method: 'GET', url: '/api' });
  expect(probe.statusCode).toBe(200);
  expect(probe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  // The probe runs with the process logger itself, not a child built for it.
  t.app.log.level = 'debug';
  try {
    await t.app.inject({ method: 'GET', url: '/api' });
    seen.push(...lines().filter((l) => l.req?.url === '/api'));
  } finally {
    t.app.log.level = 'info';
  }
  expect(seen).toHaveLength(1);
  expect(seen[0]).toMatchObject({ level: 20, req: { url: '/api' } });
  expect(seen[0]).not.toHaveProperty('reqId');
});

it('logs a compressed answer its client abandoned as info, every other error as an error', async () => {
  const { pino } = await import('pino');
  const { loggerOptions } = await import('./request-logging.ts');
  const written: Array<{ level: number; msg: string; err?: { message: string } }> = [];
  const logger = pino(loggerOptions('info'), {
    write: (line: string) => void written.push(JSON.parse(line)),
  });
  // What @fastify/compress logs when the client closes the connection mid-answer (pump's error).
  logger.error(new Error('premature close'));
  // What the error handler logs when Node's own stream reports the same (its code, not its message).
  const nodeGone = Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
  logger.error({ err: nodeGone }, 'unhandled error');
  logger.error(new Error('database unreachable'));
  logger.error({ err: new Error('disk failed') }, 'unhandled error');
  expect(written).toMatchObject([
    {
      level: 30,
      msg: 'client closed the connection before the answer ended',
      err: { message: 'premature close' },
    },
    {
      level: 30,
      msg: 'client closed the connection before the answer ended',
      err: { message: 'Premature close' },
    },
    { level: 50, err: { message: 'database unreachable' } },
    { level: 50, msg: 'unhandled error', err: { message: 'disk failed' } },
  ]);
});
