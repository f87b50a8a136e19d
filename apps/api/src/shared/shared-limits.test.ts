import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtServer, freePort, startServer, waitForExit } from '../test/server-process.ts';
import { migratedDataDir } from '../test/migrated-data-dir.ts';

/**
 * Two real API processes on loopback sharing the machine's Redis: a limit is one limit, whichever
 * process a request reaches. Without Redis each process would allow the whole limit on its own, and
 * these tests would fail.
 */
const redisUrl = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const prefix = `test-${randomUUID()}:`;
const servers: ChildProcess[] = [];
const bases: string[] = [];
const dirs: string[] = [];
let redis: Redis;

beforeAll(async () => {
  redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
  await redis.ping().catch((error: unknown) => {
    throw new Error(`these tests need Redis at ${redisUrl} (REDIS_TEST_URL): ${String(error)}`);
  });
  await Promise.all(
    [0, 1].map(async () => {
      const dataDir = await migratedDataDir('invierte-limits-');
      dirs.push(dataDir);
      const port = await freePort();
      servers.push(
        await startServer(
          {
            DATA_DIR: dataDir,
            DATABASE_URL: '',
            SEED: 'false',
            REDIS_URL: redisUrl,
            REDIS_PREFIX: prefix,
            RATE_LIMIT_MAX: '12',
            AUTH_RATE_LIMIT_MAX: '100',
            // The tests name each client address themselves.
            TRUST_PROXY: '1',
          },
          port,
          builtServer,
        ),
      );
      bases.push(`http://127.0.0.1:${port}`);
    }),
  );
}, 120_000);

afterAll(async () => {
  // Each server closes its embedded database on the way out: its folder is removed once it has exited.
  const exited = servers.map((server) => waitForExit(server));
  for (const server of servers) server.kill('SIGTERM');
  await Promise.all(exited);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const call = (i: number, url: string, clientIp: string, body?: unknown) =>
  fetch(`${bases[i % 2]}${url}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'x-forwarded-for': clientIp,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('limits shared across API processes through Redis', () => {
  it('enforces the per-address request limit once across both processes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) statuses.push((await call(i, '/api/products/free', '198.51.100.1')).status);
    expect(statuses.slice(0, 12)).toEqual(Array(12).fill(200));
    expect(statuses.slice(12)).toEqual([429, 429]);
    const refused = await call(0, '/api/products/free', '198.51.100.1');
    expect(await refused.json()).toMatchObject({ status: 'error', code: 'RATE_LIMITED' });
    // Another address still has its whole allowance.
    expect((await call(1, '/api/products/free', '198.51.100.2')).status).toBe(200);
  });

  it('enforces a per-account limit once across both processes, whatever the address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await call(i, '/api/password/recovery', `198.51.100.${10 + i}`, { email: 'compartido@example.pe' }))
          .status,
      );
    // Three recovery e-mails per address in 15 minutes, counted over both processes.
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
