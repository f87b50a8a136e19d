import { DomainError } from '@invierte/domain';
import type { MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { threadEntry } from './api-root.ts';
import { traced } from './traced.ts';
import { currentRequestId } from './request-context.ts';

/**
 * Worker threads for CPU-heavy work (password hashing, PDFs, Excel files), so it never runs on the
 * thread that answers requests (docs/decisions/0011). Bounded three ways: a ceiling of threads, a queue
 * past which a task is refused at once, and a longest wait after which a queued task is dropped
 * instead of run for a caller that has likely gone. Memory is given back after a burst
 * (docs/decisions/0046): once the pool has been idle for `idleMs`, threads above the first end, and
 * threads that grew large (a document library loaded, a burst's garbage) are replaced by one fresh
 * thread, so hashing stays ready.
 */

/** Task name → function run on a pool thread, with one structured-cloneable input. */
export type TaskRegistry = Record<string, (input: never) => unknown>;

export interface WorkPool<T extends TaskRegistry> {
  /**
   * Runs `task` on a pool thread. Throws WorkPoolFullError when threads and queue are all taken, or
   * when the task waited longer than `maxWaitMs` for a thread. `transfer` lists what the input hands
   * over instead of copying (the port of shared/page-channel.ts).
   */
  run<K extends keyof T & string>(
    task: K,
    input: Parameters<T[K]>[0],
    transfer?: MessagePort[],
  ): Promise<Awaited<ReturnType<T[K]>>>;
  /** Lets running tasks finish, then ends the threads; later calls are refused. */
  close(): Promise<void>;
  readonly threads: number;
  readonly queue: number;
  /** Threads alive right now (0 once closed). */
  readonly liveThreads: number;
  /** Accepted tasks not yet finished, running or waiting for a thread (the metrics read it). */
  readonly inFlight: number;
}

/** Defaults (config.ts): max(1, cores − 1) threads, so one core is left to requests; 20 queued per thread. */
export interface WorkPoolSizes {
  threads: number;
  /** Tasks that may wait for a thread; one more is refused. */
  queue: number;
  /** Longest wait for a thread before a task is dropped (default 8 s, under common client timeouts). */
  maxWaitMs?: number;
  /**
   * Idle time after which threads above the first end and a grown thread is replaced by a fresh
   * one (default 5 s); 0 keeps every thread for good, as started.
   */
  idleMs?: number;
}

const DEFAULT_MAX_WAIT_MS = 8000;
/** Idle time after which a grown thread is replaced (and threads above the first end). */
export const WORK_POOL_IDLE_MS = 5_000;
/**
 * A thread whose V8 heap (external buffers included) is past this after a task is replaced once the
 * pool is idle. A fresh thread with hashing loaded holds about 12 MiB; one that has drawn PDFs or
 * written a workbook keeps its library and the burst's garbage (over 100 MiB after 20 statements and
 * a 10,000-row .xlsx), since an idle isolate never collects.
 */
export const GROWN_THREAD_BYTES = 48 * 1024 * 1024;

/**
 * What work-worker.mjs answers: the task's value and time and the thread's heap after it, or that it
 * waited too long to be worth running.
 */
type Outcome = { value: unknown; ms: number; heapBytes: number } | { expired: true };

/** 503 SERVER_BUSY with Retry-After: the pool is full, so the caller should come back shortly. */
export class WorkPoolFullError extends DomainError {
  constructor(retryAfterSeconds: number) {
    super('SERVER_BUSY', undefined, [], { retryAfterSeconds });
  }
}

export function createWorkPool<T extends TaskRegistry>(options: WorkPoolSizes & { tasks: URL }): WorkPool<T> {
  const { threads, queue, maxWaitMs = DEFAULT_MAX_WAIT_MS, idleMs = WORK_POOL_IDLE_MS } = options;
  const startPiscina = () =>
    new Piscina({
      filename: threadEntry('shared/work-worker.mjs', 'work-worker').href,
      workerData: { tasks: options.tasks.href },
      // One thread is always there, so a login never waits for a thread to start; more start under load.
      minThreads: idleMs > 0 ? 1 : threads,
      maxThreads: threads,
      // Piscina ends a thread above the minimum once it has been idle this long.
      idleTimeout: idleMs > 0 ? idleMs : Infinity,
      // The wrapper below is the one bound; piscina's own queue never fills first.
      maxQueue: Infinity,
      // From source work-worker.mjs loads TypeScript itself: an inherited `--import tsx` would only load
      // tsx twice. From the bundle only the source maps are worth keeping.
      execArgv: process.execArgv.filter((arg) => arg === '--enable-source-maps'),
    });
  let pool = startPiscina();
  /** Pools replaced by a fresh one, ending once their last task is done. */
  const retiring = new Set<Promise<void>>();
  /** Some thread of `pool` has grown past GROWN_THREAD_BYTES. */
  let grown = false;
  let idleTimer: NodeJS.Timeout | undefined;
  /** Accepted tasks, running or waiting for a thread. */
  const inFlight = new Set<Promise<unknown>>();
  let closing: Promise<void> | undefined;
  /** Moving average of how long a task runs (skipped ones not counted); a guess until one has run. */
  let taskMs = 1000;

  /** Replaces a grown pool by a fresh one; tasks sent from now on go to the new one. */
  function renew() {
    idleTimer = undefined;
    if (closing || !grown || inFlight.size > 0) return;
    const old = pool;
    pool = startPiscina();
    grown = false;
    const ended: Promise<void> = old.close().finally(() => retiring.delete(ended));
    retiring.add(ended);
  }

  function settle(task: Promise<unknown>) {
    inFlight.delete(task);
    if (idleMs > 0 && inFlight.size === 0 && grown && !closing) {
      clearTimeout(idleTimer);
      // Unref'd: an idle pool never keeps the process alive.
      idleTimer = setTimeout(renew, idleMs).unref();
    }
  }

  /** Seconds until the work ahead of a newcomer is done. */
  function retryAfterSeconds(): number {
    return Math.min(60, Math.max(1, Math.ceil(((inFlight.size / threads) * taskMs) / 1000)));
  }

  return {
    threads,
    queue,
    get liveThreads() {
      return pool.threads.length;
    },
    get inFlight() {
      return inFlight.size;
    },
    run(task, input, transfer) {
      if (closing) return Promise.reject(new Error('work pool is closed'));
      if (inFlight.size >= threads + queue) return Promise.reject(new WorkPoolFullError(retryAfterSeconds()));
      // The task runs as part of the request that sent it (its id in the thread's log lines).
      const requestId = currentRequestId();
      clearTimeout(idleTimer);
      idleTimer = undefined;
      const result = traced(
        `work-pool ${String(task)}`,
        { 'work_pool.task': String(task) },
        () =>
          pool.run(
            { task, input, startBy: Date.now() + maxWaitMs, requestId },
            transfer ? { transferList: transfer } : {},
          ) as Promise<Outcome>,
      );
      const settled: Promise<unknown> = result.then(
        (outcome) => {
          if ('heapBytes' in outcome && outcome.heapBytes > GROWN_THREAD_BYTES) grown = true;
          settle(settled);
        },
        () => settle(settled),
      );
      inFlight.add(settled);
      return result.then((outcome) => {
        if ('expired' in outcome) throw new WorkPoolFullError(retryAfterSeconds());
        taskMs += (outcome.ms - taskMs) / 8;
        return outcome.value as Awaited<ReturnType<T[typeof task]>>;
      });
    },
    close() {
      // Accepted work is finished, queued included (at shutdown the requests that wait for it end well).
      clearTimeout(idleTimer);
      closing ??= Promise.allSettled([...inFlight]).then(() =>
        Promise.all([pool.close(), ...retiring]).then(() => undefined),
      );
      return closing;
    },
  };
}
