import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache.ts';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

describe('the answer cache', () => {
  it('computes once for concurrent misses and serves the same answer and ETag after', async () => {
    const cache = createAnswerCache({ ttlMs: 60_000 });
    let calls = 0;
    const compute = async () => {
      calls++;
      return [{ name: 'Factoring', quotaValue: '1.23450000' }];
    };
    const [a, b] = await Promise.all([
      cache.get('catalogue', 'k', compute),
      cache.get('catalogue', 'k', compute),
    ]);
    const c = await cache.get('catalogue', 'k', compute);
    expect(calls).toBe(1);
    expect(a.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect([b.etag, c.etag]).toEqual([a.etag, a.etag]);
    expect(c.data).toEqual([{ name: 'Factoring', quotaValue: '1.23450000' }]);
  });

  it('gives a different ETag to different data', async () => {
    const cache = createAnswerCache({ ttlMs: 60_000 });
    const one = await cache.get('catalogue', 'a', async () => ({ v: '1' }));
    const two = await cache.get('catalogue', 'b', async () => ({ v: '2' }));
    expect(one.etag).not.toBe(two.etag);
  });

  it('recomputes after invalidation and after the time to live', async () => {
    let clock = 0;
    const cache = createAnswerCache({ ttlMs: 1000, now: () => clock });
    let value = 1;
    const compute = async () => value;
    expect((await cache.get('catalogue', 'k', compute)).data).toBe(1);
    value = 2;
    expect((await cache.get('catalogue', 'k', compute)).data).toBe(1);
    await cache.invalidate('catalogue');
    expect((await cache.get('catalogue', 'k', compute)).data).toBe(2);
    value = 3;
    clock = 1001;
    expect((await cache.get('catalogue', 'k', compute)).data).toBe(3);
  });

  it('never keeps an answer computed before an invalidation that happened while it ran', async () => {
    const cache = createAnswerCache({ ttlMs: 60_000 });
    const slow = deferred<string>();
    const first = cache.get('catalogue', 'k', () => slow.promise);
    await cache.invalidate('catalogue');
    slow.resolve('old');
    expect((await first).data).toBe('old');
    expect((await cache.get('catalogue', 'k', async () => 'new')).data).toBe('new');
  });

  it('does not keep a failure: the next request tries again', async () => {
    const cache = createAnswerCache({ ttlMs: 60_000 });
    await expect(
      cache.get('catalogue', 'k', async () => {
        throw new Error('database away');
      }),
    ).rejects.toThrow('database away');
    expect((await cache.get('catalogue', 'k', async () => 'ok')).data).toBe('ok');
  });
});

describe('the answer cache across processes', () => {
  const redisUrl = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
  const channel = `test-${randomUUID()}:answer-cache`;
  const clients: Redis[] = [];
  afterAll(async () => {
    for (const client of clients) await client.quit();
  });

  it('an invalidation in one process drops the answer in the other through Redis', async () => {
    const make = () => {
      const client = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
      clients.push(client);
      return createAnswerCache({ ttlMs: 60_000, redis: { client, channel, onError: () => undefined } });
    };
    const a = make();
    const b = make();
    let value = 'v1';
    const compute = async () => value;
    expect((await b.get('catalogue', 'free', compute)).data).toBe('v1');
    value = 'v2';
    // Give both subscribers time to be listening before publishing.
    await new Promise((r) => setTimeout(r, 200));
    await a.invalidate('catalogue');
    let seen = (await b.get('catalogue', 'free', compute)).data;
    for (let i = 0; i < 50 && seen !== 'v2'; i++) {
      await new Promise((r) => setTimeout(r, 20));
      seen = (await b.get('catalogue', 'free', compute)).data;
    }
    expect(seen).toBe('v2');
    await a.close();
    await b.close();
  });
});
