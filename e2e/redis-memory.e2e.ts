import { errorCatalogue } from '@invierte/domain';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createFixedWindowLimiter } from '../apps/api/src/shared/fixed-window-limiter.ts';
import { createRedisLimiter } from '../apps/api/src/shared/redis-limiter.ts';
import { startOwnRedis, type OwnRedis } from './support/deployed-redis.ts';
import { startProduct, type RunningProduct } from './support/server.ts';

/**
 * Issue 28, Redis at its memory limit (decision 0066): a product on a redis-server started with
 * deploy/compose.yaml's own settings, its limit lowered to 4 MiB so that a flood fills it in a second.
 * The settings rest on one fact, checked first: every key the product writes expires. Then a flood
 * of one-minute counters, as from many addresses, fills Redis while an account's recovery limit is
 * spent: Redis evicts, refuses no write, and the account stays refused. Under `noeviction` the
 * flood's writes would fail (and the limits fall back to each process); under an LRU policy the
 * account's counter, untouched during the flood, would be the first to go.
 */
const PREFIX = 'invierte-e2e:';
const EMAIL = 'participe@invierte.pe';
let redis: OwnRedis;
let client: Redis;
let product: RunningProduct;

beforeAll(async () => {
  redis = await startOwnRedis(['127.0.0.1'], ['--maxmemory', '4mb']);
  client = new Redis(redis.url, { maxRetriesPerRequest: 1 });
  product = await startProduct({ REDIS_URL: redis.url, REDIS_PREFIX: PREFIX });
}, 120_000);

afterAll(async () => {
  await product?.stop();
  client?.disconnect();
  await redis?.stop();
});

const askForRecovery = () =>
  fetch(`${product.baseUrl}/api/password/recovery`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL }),
  });

async function keysOf(pattern: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const batch of client.scanStream({ match: pattern, count: 500 }))
    keys.push(...(batch as string[]));
  return keys;
}

const evictedKeys = async () => Number(/evicted_keys:(\d+)/.exec(await client.info('stats'))![1]);

it('writes only keys that expire: the premise of evicting those nearest their end', async () => {
  expect((await fetch(`${product.baseUrl}/api/products/free`)).status).toBe(200);
  for (let i = 0; i < 3; i++) expect((await askForRecovery()).status).toBe(200);
  const keys = await keysOf(`${PREFIX}*`);
  // The address's minute (the general limit) and the account's recovery window, at least.
  expect(keys.some((k) => k.startsWith(`${PREFIX}rate:`))).toBe(true);
  expect(keys).toContain(`${PREFIX}limit:recovery:${EMAIL}`);
  const lives = await Promise.all(keys.map(async (key) => [key, await client.pttl(key)] as const));
  expect(lives.filter(([, ms]) => ms <= 0)).toEqual([]);
});

it('keeps an account’s spent limit while a flood of short counters fills Redis to its limit', async () => {
  const refused = await askForRecovery();
  expect(refused.status).toBe(429);
  expect(((await refused.json()) as { message: string }).message).toBe(errorCatalogue.RATE_LIMITED.message);
  const account = `${PREFIX}limit:recovery:${EMAIL}`;
  expect(await client.get(account)).toBe('4');

  // The flood: 60,000 addresses' one-minute counters, written as the product writes its counters.
  const errors: unknown[] = [];
  const flood = createRedisLimiter(client, 'flood:', createFixedWindowLimiter(), (e) => errors.push(e));
  const before = await evictedKeys();
  for (let batch = 0; batch < 60; batch++)
    await Promise.all(
      Array.from({ length: 1000 }, (_, i) => flood.hit(`address-${batch}-${i}`, 600, 60_000)),
    );
  expect(errors).toEqual([]);
  expect(await evictedKeys()).toBeGreaterThan(before + 10_000);

  // The account's window survived the flood: the next request is still refused, and counted.
  expect((await askForRecovery()).status).toBe(429);
  expect(await client.get(account)).toBe('5');
  // And the product goes on answering.
  expect((await fetch(`${product.baseUrl}/api/products/free`)).status).toBe(200);
});
