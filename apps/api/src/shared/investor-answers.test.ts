import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createInvestorAnswers } from './investor-answers.ts';

const redisUrl = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const clients: Redis[] = [];
afterAll(() => {
  for (const client of clients) client.disconnect();
});

function counter(start = 0) {
  let n = start;
  return async () => ++n;
}

describe('investor answers', () => {
  it('computes once per investor and call, and again after the investor is forgotten', async () => {
    const cache = createInvestorAnswers({ ttlMs: 60_000, now: () => 0 });
    const next = counter();
    expect(await cache.get('ana', 'funds', next)).toBe(1);
    expect(await cache.get('ana', 'funds', next)).toBe(1);
    expect(await cache.get('ana', 'alerts', next)).toBe(2);
    expect(await cache.get('luis', 'funds', next)).toBe(3);
    await cache.forget(['ana']);
    expect(await cache.get('ana', 'funds', next)).toBe(4);
    expect(await cache.get('luis', 'funds', next)).toBe(3);
    await cache.forgetAll();
    expect(await cache.get('luis', 'funds', next)).toBe(5);
  });

  it('shares one computation between calls made while it runs, and none that failed', async () => {
    const cache = createInvestorAnswers({ ttlMs: 60_000, now: () => 0 });
    let computed = 0;
    let release!: (value: string) => void;
    const slow = () => {
      computed += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const both = [cache.get('ana', 'rows:cash', slow), cache.get('ana', 'rows:cash', slow)];
    release('one reading');
    expect(await Promise.all(both)).toEqual(['one reading', 'one reading']);
    expect(computed).toBe(1);

    let fail!: (error: Error) => void;
    const failing = () => new Promise<string>((_resolve, reject) => (fail = reject));
    const failed = [cache.get('ana', 'alerts', failing), cache.get('ana', 'alerts', failing)];
    fail(new Error('db down'));
    for (const f of failed) await expect(f).rejects.toThrow('db down');
    expect(await cache.get('ana', 'alerts', async () => 'again')).toBe('again');
  });

  it('does not keep an answer whose computation was overtaken by a forgetting', async () => {
    const cache = createInvestorAnswers({ ttlMs: 60_000, now: () => 0 });
    let release!: (value: string) => void;
    const slow = cache.get('ana', 'funds', () => new Promise<string>((resolve) => (release = resolve)));
    await cache.forget(['ana']);
    release('before the write');
    expect(await slow).toBe('before the write');
    expect(await cache.get('ana', 'funds', async () => 'after the write')).toBe('after the write');
  });

  it('forgets after its lifetime, keeps no failure, and evicts the least recently used investor', async () => {
    let now = 0;
    const cache = createInvestorAnswers({ ttlMs: 1_000, maxInvestors: 2, now: () => now });
    const next = counter();
    expect(await cache.get('ana', 'funds', next)).toBe(1);
    now = 1_000;
    expect(await cache.get('ana', 'funds', next)).toBe(2);
    await expect(cache.get('ana', 'alerts', () => Promise.reject(new Error('db down')))).rejects.toThrow();
    expect(await cache.get('ana', 'alerts', next)).toBe(3);
    expect(await cache.get('luis', 'funds', next)).toBe(4);
    expect(await cache.get('ana', 'funds', next)).toBe(2); // ana is now the most recent
    expect(await cache.get('rosa', 'funds', next)).toBe(5); // luis goes
    expect(await cache.get('ana', 'funds', next)).toBe(2);
    expect(await cache.get('luis', 'funds', next)).toBe(6);
  });

  it('forgets an investor in every API process through Redis, and answers nothing from memory before it listens', async () => {
    const channel = `test:investor-answers:${randomUUID()}`;
    const make = () => {
      const client = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
      clients.push(client);
      return createInvestorAnswers({
        ttlMs: 60_000,
        now: Date.now,
        redis: { client, channel, onError: () => undefined },
      });
    };
    const a = make();
    const b = make();
    let value = '';
    const compute = async () => value;
    const pause = () => new Promise((r) => setTimeout(r, 20));
    // b keeps answers only once it listens: wait until a second read is served from its memory.
    for (let i = 0; ; i++) {
      if (i === 100) throw new Error('b never listened to the channel');
      value = `probe-${i}`;
      await b.get('ana', 'funds', compute);
      value = 'changed';
      if ((await b.get('ana', 'funds', compute)) === `probe-${i}`) break;
      await pause();
    }
    value = 'v2';
    await a.forget(['luis', 'ana']);
    let seen = await b.get('ana', 'funds', compute);
    for (let i = 0; i < 50 && seen !== 'v2'; i++) {
      await pause();
      seen = await b.get('ana', 'funds', compute);
    }
    expect(seen).toBe('v2');
    value = 'v3';
    await a.forgetAll();
    for (let i = 0; i < 50 && seen !== 'v3'; i++) {
      await pause();
      seen = await b.get('ana', 'funds', compute);
    }
    expect(seen).toBe('v3');
    await a.close();
    await b.close();
  });
});
