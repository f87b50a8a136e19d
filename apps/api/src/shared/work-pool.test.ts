import { setTimeout as sleep } from 'node:timers/promises';
import { threadId as mainThreadId } from 'node:worker_threads';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DUMMY_HASH, dummyHash, hashPassword } from '../contexts/identity/auth/password-hash.ts';
import type { FixtureTasks } from '../test/work-tasks-fixture.ts';
import { createAppWorkPool } from '../app-work-pool.ts';
import { withRequestId } from './request-context.ts';
import { createWorkPool, WorkPoolFullError, type WorkPool } from './work-pool.ts';

const fixtureTasks = new URL('../test/work-tasks-fixture.ts', import.meta.url);
const open: Array<{ close(): Promise<void> }> = [];

function fixturePool(
  threads: number,
  queue: number,
  maxWaitMs?: number,
  idleMs?: number,
): WorkPool<FixtureTasks> {
  const pool = createWorkPool<FixtureTasks>({ tasks: fixtureTasks, threads, queue, maxWaitMs, idleMs });
  open.push(pool);
  return pool;
}

// The stored format is checked at the production cost, which the API test run otherwise lowers.
beforeAll(() => {
  vi.stubEnv('TEST_SCRYPT_LOG_N', '');
});
// Test files share a process (vitest.config.ts: isolate false): give the next one its env back.
afterAll(() => vi.unstubAllEnvs());

afterEach(async () => {
  await Promise.all(open.splice(0).map((pool) => pool.close()));
});

/** The most tasks running at one instant (the peak is always at some task's start). */
function maxOverlap(runs: ReadonlyArray<{ start: number; end: number }>): number {
  return Math.max(...runs.map(({ start }) => runs.filter((b) => b.start <= start && start < b.end).length));
}

describe('work pool', () => {
  it('runs a task on another thread while the request thread stays free', async () => {
    const pool = fixturePool(1, 4);
    const task = pool.run('block', { ms: 600 });
    // Were the work on this thread, no timer could fire before it ends.
    const first = await Promise.race([task.then(() => 'task'), sleep(50).then(() => 'timer')]);
    expect(first).toBe('timer');
    expect((await task).threadId).not.toBe(mainThreadId);
  });

  it('runs a task as part of the request that sent it, and one sent outside a request outside any', async () => {
    // A long wait allowed: a thread may start slowly on a busy machine; what is checked is the id.
    const pool = fixturePool(1, 4, 120_000);
    const [inside, outside] = await Promise.all([
      withRequestId('lb-7f3a9c21', () => pool.run('requestId', null)),
      pool.run('requestId', null),
    ]);
    expect(inside).toBe('lb-7f3a9c21');
    expect(outside).toBeNull();
  });

  it('hashes and verifies passwords off the request thread, in the stored format', async () => {
    // A low-priority thread on a machine busy with the rest of CI may start later than the usual
    // longest wait (8 s); what is checked here is where and how the hash is made, not that wait.
    const pool = createAppWorkPool({ threads: 1, queue: 4, maxWaitMs: 120_000 });
    open.push(pool);
    const hashing = pool.run('hashPassword', { password: 'Segura2026' });
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const stored = await hashing;
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(0);
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await pool.run('verifyPassword', { password: 'Segura2026', stored })).toBe(true);
    expect(await pool.run('verifyPassword', { password: 'segura2026', stored })).toBe(false);
    // Hashes stored before the pool existed (hashed on the main thread) still verify.
    const older = await hashPassword('Demo2026');
    expect(await pool.run('verifyPassword', { password: 'Demo2026', stored: older })).toBe(true);
    // Four production-cost hashes on a thread that lowers its own priority: on a machine busy with
    // the rest of CI they wait for spare CPU, by design.
  }, 120_000);

  it('never runs more tasks at once than it has threads', async () => {
    // Both threads started at once (an idle time of 0 keeps them) and warm before measuring: on a
    // busy machine the second thread's start took longer than the six tasks, which the first then
    // ran alone. What is measured is how the pool hands out work, not how fast a thread starts.
    const pool = fixturePool(2, 10, 120_000, 0);
    const warm = new Set<number>();
    while (warm.size < 2)
      for (const run of await Promise.all([pool.run('block', { ms: 50 }), pool.run('block', { ms: 50 })]))
        warm.add(run.threadId);
    const runs = await Promise.all(Array.from({ length: 6 }, () => pool.run('block', { ms: 150 })));
    expect(maxOverlap(runs)).toBe(2);
    expect(new Set(runs.map((r) => r.threadId)).size).toBe(2);
  }, 120_000);

  it('refuses at once, with a retry hint, what the threads and the queue cannot hold', async () => {
    const pool = fixturePool(1, 2);
    const started = Date.now();
    const calls = Array.from({ length: 5 }, () =>
      pool.run('block', { ms: 300 }).then(
        () => ({ ok: true, at: Date.now() - started }),
        (error: unknown) => ({ ok: false, error, at: Date.now() - started }),
      ),
    );
    const results = await Promise.all(calls);
    expect(results.map((r) => r.ok)).toEqual([true, true, true, false, false]);
    for (const refused of results.slice(3)) {
      expect(refused.at).toBeLessThan(300); // not after waiting for a thread
      const error = (refused as { error: unknown }).error;
      expect(error).toBeInstanceOf(WorkPoolFullError);
      expect(error).toMatchObject({ code: 'SERVER_BUSY' });
      expect((error as WorkPoolFullError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    }
    // Once the queue drains, work is accepted again.
    await expect(pool.run('block', { ms: 1 })).resolves.toMatchObject({ threadId: expect.any(Number) });
  });

  it('drops a task that waited too long for a thread instead of running it late', async () => {
    const pool = fixturePool(1, 4, 200);
    // Until its thread has started, even a first task may wait past 200 ms.
    await vi.waitFor(() => pool.run('block', { ms: 1 }), { timeout: 10_000, interval: 100 });
    const long = pool.run('block', { ms: 500 });
    const late = pool.run('block', { ms: 1000 }).then(
      () => 'ran',
      (error: unknown) => error,
    );
    await long;
    const error = await late;
    expect(error).toBeInstanceOf(WorkPoolFullError);
    expect((error as WorkPoolFullError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    // Dropped at once, not after a 1 s run: the thread is free again right away.
    const started = Date.now();
    await pool.run('block', { ms: 1 });
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('reports a failing task to its caller and keeps serving', async () => {
    const pool = fixturePool(1, 2);
    await expect(pool.run('fail', { message: 'boom' })).rejects.toThrow('boom');
    await expect(pool.run('block', { ms: 1 })).resolves.toMatchObject({ threadId: expect.any(Number) });
  });

  it('closes after running tasks finish, ends its threads and refuses new work', async () => {
    const pool = fixturePool(2, 2);
    const running = [pool.run('block', { ms: 200 }), pool.run('block', { ms: 200 })];
    await sleep(50);
    expect(pool.liveThreads).toBe(2);
    await pool.close();
    for (const task of running) await expect(task).resolves.toMatchObject({ threadId: expect.any(Number) });
    expect(pool.liveThreads).toBe(0);
    await expect(pool.run('block', { ms: 1 })).rejects.toThrow('work pool is closed');
  });
});

describe('work pool memory after a burst', () => {
  it('starts one thread, more under load, and ends those above the first once idle', async () => {
    const pool = fixturePool(2, 10, 120_000, 300);
    expect(pool.liveThreads).toBe(1);
    const runs = await Promise.all(Array.from({ length: 4 }, () => pool.run('block', { ms: 150 })));
    expect(new Set(runs.map((r) => r.threadId)).size).toBe(2);
    await vi.waitFor(() => expect(pool.liveThreads).toBe(1), { timeout: 5_000, interval: 50 });
    // The thread that stays runs the next task at once.
    await expect(pool.run('block', { ms: 1 })).resolves.toMatchObject({ threadId: expect.any(Number) });
  });

  it('replaces a grown thread by a fresh one once idle, and runs the next task there', async () => {
    const pool = fixturePool(1, 4, 120_000, 300);
    const grown = await pool.run('grow', { mib: 64 });
    await sleep(900);
    expect(pool.liveThreads).toBe(1);
    const next = await pool.run('whereAmI', null);
    expect(next).not.toBe(grown);
  });

  it('keeps a thread that stayed small, and a grown one while tasks keep coming', async () => {
    const pool = fixturePool(1, 4, 120_000, 300);
    const first = await pool.run('whereAmI', null);
    await sleep(900);
    expect(await pool.run('whereAmI', null)).toBe(first);
    // Busy: a task arrives before every idle spell ends, so the grown thread is not replaced.
    await pool.run('grow', { mib: 64 });
    for (let i = 0; i < 4; i++) {
      await sleep(100);
      expect(await pool.run('whereAmI', null)).toBe(first);
    }
  });

  it('keeps every thread with an idle time of 0', async () => {
    const pool = fixturePool(2, 4, 120_000, 0);
    expect(pool.liveThreads).toBe(2);
    const grown = await pool.run('grow', { mib: 64 });
    await sleep(500);
    expect(pool.liveThreads).toBe(2);
    const next = await Promise.all([pool.run('block', { ms: 100 }), pool.run('block', { ms: 100 })]);
    expect(next.map((r) => r.threadId)).toContain(grown);
  });
});

describe('dummy hash', () => {
  it('has the current parameters, so checking it costs what a real check costs', async () => {
    const current = await hashPassword('x');
    expect(DUMMY_HASH.split('$').slice(0, 4)).toEqual(current.split('$').slice(0, 4));
    expect(DUMMY_HASH).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(dummyHash()).toBe(DUMMY_HASH);
  });

  it('follows a test run’s lowered cost, made once, so an unknown e-mail still costs what a known one does', async () => {
    vi.stubEnv('TEST_SCRYPT_LOG_N', '12');
    const current = await hashPassword('x');
    const dummy = dummyHash();
    expect(dummy.split('$').slice(0, 4)).toEqual(current.split('$').slice(0, 4));
    expect(dummy.split('$')[1]).toBe('4096');
    expect(dummyHash()).toBe(dummy);
    vi.stubEnv('TEST_SCRYPT_LOG_N', '');
    expect(dummyHash()).toBe(DUMMY_HASH);
  });
});
