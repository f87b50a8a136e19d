import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The id of the request whose work is running now (docs/deploy.md, "Logs"): set for each request
 * (app.ts), for each work-pool task on its thread (work-worker.mjs, from the id the task was sent
 * with) and for each queued e-mail when it is sent (mail-queue.ts, from its row). Every log line
 * written meanwhile carries it (the logger's mixin, request-logging.ts).
 *
 * One storage per thread, kept on a global symbol: a work-pool thread loads this file again through
 * tsx's loader, and its plain-JavaScript entry must reach the same storage as the tasks it runs.
 */
const KEY = Symbol.for('invierte.request-context');
type Store = { requestId: string };
const globals = globalThis as { [KEY]?: AsyncLocalStorage<Store> };
const storage = (globals[KEY] ??= new AsyncLocalStorage<Store>());

/** The running request's id, or undefined outside one (a timer, a sweep, start-up). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** Runs `fn` as part of the request `requestId`; with none, outside any request (a batch of several). */
export function withRequestId<T>(requestId: string | null | undefined, fn: () => T): T {
  return requestId ? storage.run({ requestId }, fn) : storage.exit(fn);
}
