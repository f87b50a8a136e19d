/**
 * Embedded PGlite in its own thread (docs/decisions/0010). The object returned here stands in for a
 * PGlite instance with exactly what Drizzle's pglite driver and this project use: `query` (params,
 * rowMode, parsers), `exec`, `transaction` and `close`. PGlite's own lock, in the worker, keeps other
 * statements waiting while a transaction is open.
 */
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { runsFromBundle, threadEntry } from '../shared/api-root.ts';
import { decodeError, type Request, type Response, type WireQueryOptions } from './pglite-thread.protocol.ts';

export interface PgliteThreadTransaction {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>>;
  exec(sql: string, options?: QueryOptions): Promise<Results[]>;
}

export interface PgliteThread extends PgliteThreadTransaction {
  /** Commits when `callback` resolves; rolls back and rethrows when it throws. */
  transaction<T>(callback: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T>;
  /** The whole database as a gzipped `dumpDataDir` tarball (a backup: db/backup.ts). */
  dump(): Promise<Uint8Array>;
  close(): Promise<void>;
}

/** How long no statement may be sent or answered before close() closes. */
const QUIET_MS = 100;

/** A request before it gets its id. */
type Unsent = Request extends infer R ? (R extends Request ? Omit<R, 'id'> : never) : never;

const workerFile = threadEntry('db/pglite-thread.worker.ts', 'pglite-thread.worker');

/**
 * The thread's start. From the bundle, its own JavaScript file (docs/decisions/0045). From source,
 * worker threads do not inherit `--import tsx` on Node 20, so the worker loads its TypeScript through
 * tsx's API (docs/decisions/0001), resolved here, from this file.
 */
function startWorker(workerData: { dataDir?: string; loadFrom?: string }): Worker {
  if (runsFromBundle) return new Worker(workerFile, { workerData });
  const tsxApi = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const file = JSON.stringify(workerFile.href);
  const bootstrap = `import(${tsxApi}).then((tsx) => tsx.tsImport(${file}, ${file}));`;
  return new Worker(bootstrap, { eval: true, workerData });
}

/** Options crossing the thread boundary: parser functions stay here and run on the raw values. */
function wireOptions(options: QueryOptions | undefined): WireQueryOptions {
  const { rowMode, parsers = {}, ...unsupported } = options ?? {};
  const names = Object.keys(unsupported);
  if (names.length > 0) throw new TypeError(`query option(s) not supported off-thread: ${names.join(', ')}`);
  return { ...(rowMode ? { rowMode } : {}), rawTypes: Object.keys(parsers).map(Number) };
}

/** Applies the caller's parsers to the columns the worker left raw, as PGlite would have. */
function parse<T>(result: Results<T>, options: QueryOptions | undefined): Results<T> {
  const parsers = options?.parsers;
  if (!parsers || Object.keys(parsers).length === 0) return result;
  const arrays = options.rowMode === 'array';
  // With duplicate column names an object row keeps the last one, as in PGlite.
  const columns = new Map<string | number, number>();
  result.fields.forEach((field, i) => columns.set(arrays ? i : field.name, field.dataTypeID));
  for (const row of result.rows as Array<Record<string | number, unknown>>) {
    for (const [key, type] of columns) {
      // Typed with one argument, but PGlite passes the type id as well.
      const parser = parsers[type] as ((value: string, typeId: number) => unknown) | undefined;
      const value = row[key];
      if (parser && typeof value === 'string') row[key] = parser(value, type);
    }
  }
  return result;
}

/**
 * `dataDir`: where the database lives (none: in memory). `loadFrom`: a `dumpDataDir` tarball an
 * in-memory database starts from (the API tests' migrated template).
 */
export function startPgliteThread(dataDir?: string, loadFrom?: string): PgliteThread {
  const worker = startWorker({ dataDir, loadFrom });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let openTransactions = 0;
  /** When a statement was last sent or answered: close() waits for a quiet moment. */
  let lastActivity = 0;
  let stopped: Error | undefined;

  // Idle, the thread does not keep the process alive; a waiting caller does.
  worker.unref();
  const settle = (id: number) => {
    const entry = pending.get(id);
    pending.delete(id);
    lastActivity = performance.now();
    if (pending.size === 0) worker.unref();
    return entry;
  };
  const stop = (error: Error) => {
    stopped ??= error;
    for (const id of [...pending.keys()]) settle(id)?.reject(error);
  };

  worker.on('message', (response: Response) => {
    const entry = settle(response.id);
    if (response.ok) entry?.resolve(response.value);
    else entry?.reject(decodeError(response.error));
  });
  worker.on('error', (error) => stop(error));
  worker.on('exit', (code) => stop(new Error(`embedded database thread exited (code ${code})`)));

  function call<T>(request: Unsent): Promise<T> {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      if (pending.size === 0) worker.ref();
      lastActivity = performance.now();
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      try {
        worker.postMessage({ ...request, id } as Request);
      } catch (error) {
        // A parameter that cannot be cloned across threads fails here, not in the worker.
        settle(id)?.reject(error as Error);
      }
    });
  }

  const statements = (tx?: number): PgliteThreadTransaction => ({
    async query<T>(sql: string, params: unknown[] = [], options?: QueryOptions) {
      const result = await call<Results<T>>({ op: 'query', sql, params, options: wireOptions(options), tx });
      return parse(result, options);
    },
    async exec(sql: string, options?: QueryOptions) {
      const results = await call<Results[]>({ op: 'exec', sql, options: wireOptions(options), tx });
      return results.map((result) => parse(result, options));
    },
  });

  return {
    ...statements(),
    async transaction<T>(callback: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T> {
      openTransactions++;
      try {
        const tx = await call<number>({ op: 'begin' });
        let result: T;
        try {
          result = await callback(statements(tx));
        } catch (error) {
          await call({ op: 'end', tx, commit: false }).catch(() => undefined);
          throw error;
        }
        await call({ op: 'end', tx, commit: true });
        return result;
      } finally {
        openTransactions--;
      }
    },
    dump: () => call<Uint8Array>({ op: 'dump' }),
    async close() {
      if (stopped) return;
      // Requests still running at shutdown (their clients may be gone) send their next statement
      // shortly after the previous one answers: wait for a quiet moment so none is cut off halfway.
      // server.ts bounds the wait with its shutdown deadline.
      while (pending.size > 0 || openTransactions > 0 || performance.now() - lastActivity < QUIET_MS)
        await new Promise((resolve) => setTimeout(resolve, QUIET_MS / 4));
      await call({ op: 'close' });
      stop(new Error('embedded database closed'));
      await worker.terminate();
    },
  };
}
