import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createKeptStepFacts, type StepFacts } from './kept-step-facts.ts';

const redisUrl = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const clients: Redis[] = [];
afterAll(() => {
  for (const client of clients) client.disconnect();
});

/** A save's facts as far as the store looks at them: the onboarding and its owner. */
const factsOf = (id: string, userId = 'ana') => ({ facts: { row: { id, userId } } }) as unknown as StepFacts;
const pause = () => new Promise((r) => setTimeout(r, 20));

describe('the step facts kept between saves', () => {
  it("gives them to the onboarding's owner only, for 15 minutes, and keeps at most 1,000", () => {
    let now = 0;
    const kept = createKeptStepFacts({ now: () => now });
    const first = factsOf('o-1');
    kept.keep(first);
    expect(kept.get('o-1', 'luis')).toBeUndefined();
    expect(kept.get('o-1', 'ana')).toBe(first);
    now += 15 * 60_000 - 1;
    expect(kept.get('o-1', 'ana')).toBe(first);
    now += 1;
    expect(kept.get('o-1', 'ana')).toBeUndefined();

    for (let i = 0; i <= 1_000; i++) kept.keep(factsOf(`p-${i}`));
    expect(kept.get('p-0', 'ana')).toBeUndefined();
    expect(kept.get('p-1', 'ana')).toBeDefined();
    expect(kept.get('p-1000', 'ana')).toBeDefined();
  });

  it('drops them when another API process starts a save of the same onboarding, never for its own', async () => {
    const channel = `test:kept-step-facts:${randomUUID()}`;
    const make = () => {
      const client = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
      clients.push(client);
      return createKeptStepFacts({ now: Date.now, redis: { client, channel, onError: () => undefined } });
    };
    const a = make();
    const b = make();
    // Nothing is given from memory before the process listens: wait until each gives back its own.
    for (const store of [a, b]) {
      const probe = factsOf(`probe-${randomUUID()}`);
      for (let i = 0; store.get(probe.facts.row.id, 'ana') !== probe; i++) {
        if (i === 100) throw new Error('a store never listened to the channel');
        store.keep(probe);
        await pause();
      }
    }

    // A save starting on b, which holds nothing, tells a to drop what it holds.
    const onA = factsOf('o-2');
    a.keep(onA);
    expect(a.get('o-2', 'ana')).toBe(onA);
    expect(b.get('o-2', 'ana')).toBeUndefined();
    let seen: StepFacts | undefined = onA;
    for (let i = 0; i < 50 && seen; i++) {
      await pause();
      seen = a.get('o-2', 'ana');
    }
    expect(seen).toBeUndefined();

    // b's own word, heard after it kept the save's facts, leaves them.
    const onB = factsOf('o-3');
    expect(b.get('o-3', 'ana')).toBeUndefined();
    b.keep(onB);
    await pause();
    await pause();
    expect(b.get('o-3', 'ana')).toBe(onB);
    a.close();
    b.close();
  });
});
