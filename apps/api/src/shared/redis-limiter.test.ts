import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/server-process.ts';
import { createFixedWindowLimiter } from './fixed-window-limiter.ts';
import { createRedisLimiter } from './redis-limiter.ts';

const redisUrl = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const prefix = `test-${randomUUID()}:`;
const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

describe('the Redis limiter', () => {
  it('counts one window per key for every limiter that shares the Redis and the prefix', async () => {
    const errors: unknown[] = [];
    const a = createRedisLimiter(redis, prefix, createFixedWindowLimiter(), (e) => errors.push(e));
    const b = createRedisLimiter(redis, prefix, createFixedWindowLimiter(), (e) => errors.push(e));
    const results = [
      await a.hit('k', 3, 60_000),
      await b.hit('k', 3, 60_000),
      await a.hit('k', 3, 60_000),
      await b.hit('k', 3, 60_000),
    ];
    expect(results).toEqual([true, true, true, false]);
    expect(await a.hit('other', 3, 60_000)).toBe(true);
    const ttl = await redis.pttl(`${prefix}limit:k`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
    expect(errors).toEqual([]);
  });

  it('starts a new window when the old one expires', async () => {
    const limiter = createRedisLimiter(redis, prefix, createFixedWindowLimiter(), () => undefined);
    expect(await limiter.hit('short', 1, 50)).toBe(true);
    expect(await limiter.hit('short', 1, 50)).toBe(false);
    await new Promise((r) => setTimeout(r, 120));
    expect(await limiter.hit('short', 1, 50)).toBe(true);
  });

  it('falls back to counting in this process when Redis cannot be reached', async () => {
    const down = new Redis({
      port: await freePort(),
      host: '127.0.0.1',
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      lazyConnect: true,
    });
    const errors: unknown[] = [];
    const limiter = createRedisLimiter(down, prefix, createFixedWindowLimiter(), (e) => errors.push(e));
    const results = [
      await limiter.hit('k', 2, 60_000),
      await limiter.hit('k', 2, 60_000),
      await limiter.hit('k', 2, 60_000),
    ];
    expect(results).toEqual([true, true, false]);
    expect(errors).toHaveLength(3);
    down.disconnect();
  });
});
