import { threadId } from 'node:worker_threads';
import { currentRequestId } from '../shared/request-context.ts';

const ballast: Uint8Array[] = [];

/** Tasks for work-pool.test.ts: a pool thread kept busy as heavy work would keep it, and a failure. */
export const tasks = {
  /** Holds the thread for `ms` (without spinning a core) and says on which thread and when it ran. */
  block: ({ ms }: { ms: number }) => {
    const start = Date.now();
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
    return { threadId, start, end: Date.now() };
  },
  /** The request the task runs for, as the thread sees it. */
  requestId: (_input: null) => currentRequestId() ?? null,
  /** Keeps `mib` MiB on the thread for good, as a loaded document library and its garbage would. */
  grow: ({ mib }: { mib: number }) => {
    ballast.push(new Uint8Array(mib * 1024 * 1024).fill(1));
    return threadId;
  },
  /** The thread it ran on. */
  whereAmI: (_input: null) => threadId,
  fail: ({ message }: { message: string }): never => {
    throw new Error(message);
  },
};

export type FixtureTasks = typeof tasks;
