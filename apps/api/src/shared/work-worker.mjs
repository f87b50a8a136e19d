// Entry of every work-pool thread (work-pool.ts). Plain JavaScript on purpose: a worker thread does
// not get the parent's TypeScript loader under vitest, so a TypeScript registry is loaded through
// tsx's API here, the same way under `tsx watch` or vitest. From the bundle (dist/work-worker.js,
// docs/decisions/0045) the registry is JavaScript too and tsx is never loaded.
import { AsyncLocalStorage } from 'node:async_hooks';
import { setPriority } from 'node:os';
import { getHeapStatistics } from 'node:v8';
import { workerData } from 'node:worker_threads';

const { tasks } = workerData.tasks.endsWith('.ts')
  ? await (await import('tsx/esm/api')).tsImport(workerData.tasks, import.meta.url)
  : await import(workerData.tasks);

// The request a task was sent for (shared/request-context.ts keeps its storage on this symbol): a
// task's log lines and the work it causes carry that request's id, as on the thread that sent it.
const requestContext = (globalThis[Symbol.for('invierte.request-context')] ??= new AsyncLocalStorage());

// Pool work (hashing, documents, queued e-mail) yields the CPU to the thread that answers requests
// and to the database when the cores are busy: on Linux a thread has its own nice value, and 0 means
// this thread. Lowering it needs no privilege; where it is refused the work simply runs at normal priority.
try {
  setPriority(0, 10);
} catch {
  // not supported here
}

/**
 * Piscina calls this with what WorkPool.run posted. A task that waited past `startBy` is skipped:
 * its caller has likely given up, and running it would only delay the tasks behind it. The answer
 * carries the thread's heap, so the pool knows when an idle thread is worth replacing.
 */
export default async function runTask({ task, input, startBy, requestId }) {
  if (Date.now() > startBy) return { expired: true };
  const fn = Object.hasOwn(tasks, task) ? tasks[task] : undefined;
  if (typeof fn !== 'function') throw new Error(`unknown work task "${task}"`);
  const started = performance.now();
  const value = requestId
    ? await requestContext.run({ requestId }, () => fn(input))
    : await requestContext.exit(() => fn(input));
  const heap = getHeapStatistics();
  return { value, ms: performance.now() - started, heapBytes: heap.total_heap_size + heap.external_memory };
}
