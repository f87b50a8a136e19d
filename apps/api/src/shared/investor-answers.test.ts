import { describe, expect, it } from 'vitest';
import { createInvestorAnswers } from './investor-answers.ts';

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
});
