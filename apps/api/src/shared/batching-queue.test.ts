import { describe, expect, it } from 'vitest';
import { batchingQueue, type Queued } from './batching-queue.ts';

/** A flush that records its batches and answers each request with its double, once released. */
function recorder() {
  const batches: number[][] = [];
  let release: () => void = () => undefined;
  let gate = Promise.resolve();
  const flush = async (batch: Array<Queued<number, number>>) => {
    batches.push(batch.map((q) => q.request));
    await gate;
    for (const q of batch) q.resolve(q.request * 2);
  };
  return {
    batches,
    flush,
    hold() {
      gate = new Promise<void>((r) => (release = r));
    },
    release: () => release(),
  };
}

describe('batchingQueue', () => {
  it('sends a request that finds the queue idle at once, alone', async () => {
    const r = recorder();
    const ask = batchingQueue(r.flush, 10);
    expect(await ask(4)).toBe(8);
    expect(await ask(5)).toBe(10);
    expect(r.batches).toEqual([[4], [5]]);
  });

  it('groups the requests that arrive during a flush into the next batch, in arrival order', async () => {
    const r = recorder();
    r.hold();
    const ask = batchingQueue(r.flush, 10);
    const first = ask(1);
    const rest = [2, 3, 4].map((n) => ask(n));
    r.release();
    expect(await Promise.all([first, ...rest])).toEqual([2, 4, 6, 8]);
    expect(r.batches).toEqual([[1], [2, 3, 4]]);
  });

  it('never puts more than `most` requests in one batch', async () => {
    const r = recorder();
    r.hold();
    const ask = batchingQueue(r.flush, 2);
    const all = [1, 2, 3, 4, 5, 6].map((n) => ask(n));
    r.release();
    expect(await Promise.all(all)).toEqual([2, 4, 6, 8, 10, 12]);
    expect(r.batches).toEqual([[1], [2, 3], [4, 5], [6]]);
  });

  it("gives a failed flush's error to the requests it left unanswered, and goes on with the next", async () => {
    let calls = 0;
    const ask = batchingQueue<number, number>(async (batch) => {
      calls++;
      if (calls === 2) {
        batch[0]!.resolve(0);
        throw new Error('database gone');
      }
      for (const q of batch) q.resolve(q.request);
    }, 10);
    const first = ask(1);
    const failed = [ask(2), ask(3)];
    const results = await Promise.allSettled([first, ...failed]);
    expect(results.map((s) => (s.status === 'fulfilled' ? s.value : (s.reason as Error).message))).toEqual([
      1,
      0,
      'database gone',
    ]);
    expect(await ask(9)).toBe(9);
  });
});
