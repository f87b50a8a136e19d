import { DomainError } from '@invierte/domain';
import { Piscina } from 'piscina';
import { threadEntry } from './api-root.ts';
import { traced } from './traced.ts';
import { currentRequestId } from './request-context.ts';

/**
 * Worker threads for CPU-heavy work (password hashing now; contract PDFs and Excel exports next), so
 * it never runs on the thread that answers requests (docs/decisions/0011). Bounded three ways: a
 * fixed number of threads, a queue past which a task is refused at once, and a longest wait after
 * which a queued task is dropped instead of run for a caller that has likely gone.
 */

/** Task name → function run on a pool thread, with one structured-cloneable input. */
export type TaskRegistry = Record<string, (input: never) => unknown>;

export interface WorkPool<T extends TaskRegistry> {
  /**
   * Runs `task` on a pool thread. Throws WorkPoolFullError when threads and queue are all taken, or
   * when the task waited longer than `maxWaitMs` for a thread.
   */
  run<K extends keyof T & string>(task: K, input: Parameters<T[K]>[0]): Promise<Awaited<ReturnType<T[K]>>>;
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
}

const DEFAULT_MAX_WAIT_MS = 8000;

/** What work-worker.mjs answers: the task's value and time, or that it waited too long to be worth running. */
type Outcome = { value: unknown; ms: number } | { expired: true };

/** 503 SERVER_BUSY with Retry-After: the pool is full, so the caller should come back shortly. */
export class WorkPoolFullError extends DomainError {
  constructor(retryAfterSeconds: number) {
    super('SERVER_BUSY', undefined, [], { retryAfterSeconds });
  }
}

export function createWorkPool<T extends TaskRegistry>(options: WorkPoolSizes & { tasks: URL }): WorkPool<T> {
  const { threads, queue, maxWaitMs = DEFAULT_MAX_WAIT_MS } = options;
  const pool = new Piscina({
    filename: threadEntry('shared/work-worker.mjs', 'work-worker').href,
    workerData: { tasks: options.tasks.href },
    minThreads: threads,
    maxThreads: threads,
    // The wrapper below is the one bound; piscina's own queue never fills first.
    maxQueue: Infinity,
    // From source work-worker.mjs loads TypeScript itself: an inherited `--import tsx` would only load
    // tsx twice. From the bundle only the source maps are worth keeping.
    execArgv: process.execArgv.filter((arg) => arg === '--enable-source-maps'),
  });
  /** Accepted tasks, running or waiting for a thread. */
  const inFlight = new Set<Promise<unknown>>();
  let closing: Promise<void> | undefined;
  /** Moving average of how long a task runs (skipped ones not counted); a guess until one has run. */
  let taskMs = 1000;

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
    run(task, input) {
      if (closing) return Promise.reject(new Error('work pool is closed'));
      if (inFlight.size >= threads + queue) return Promise.reject(new WorkPoolFullError(retryAfterSeconds()));
      // The task runs as part of the request that sent it (its id in the thread's log lines).
      const requestId = currentRequestId();
      const result = traced(
        `work-pool ${String(task)}`,
        { 'work_pool.task': String(task) },
        () => pool.run({ task, input, startBy: Date.now() + maxWaitMs, requestId }) as Promise<Outcome>,
      );
      const settled: Promise<unknown> = result.then(
        () => inFlight.delete(settled),
        () => inFlight.delete(settled),
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
      closing ??= Promise.allSettled([...inFlight]).then(() => pool.close());
      return closing;
    },
  };
}
