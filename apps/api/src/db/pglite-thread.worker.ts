/**
 * The thread that owns embedded PGlite: WebAssembly Postgres runs each query synchronously, so here it
 * stalls only this thread, never the API's event loop. Started by pglite-thread.ts with the data
 * folder (none: in memory) and, for an in-memory database, optionally a dump to start from.
 */
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { pgliteExtensions } from './pglite-extensions.ts';
import { encodeError, type Request, type Response, type WireQueryOptions } from './pglite-thread.protocol.ts';

if (!parentPort) throw new Error('pglite-thread.worker.ts runs only as a worker thread');
const port = parentPort;

const { dataDir, loadFrom } = workerData as { dataDir?: string; loadFrom?: string };
const db = await PGlite.create({
  extensions: pgliteExtensions,
  ...(loadFrom ? { loadDataDir: new Blob([readFileSync(loadFrom)]) } : dataDir ? { dataDir } : {}),
});

/** Open transactions by id: their statements run on PGlite's transaction, which holds the lock. */
const transactions = new Map<
  number,
  { tx: Transaction; end: (commit: boolean) => void; done: Promise<void> }
>();
let nextTransaction = 1;
/** Thrown inside PGlite's transaction callback to make it roll back; never reaches the main thread. */
const rollback = Symbol('rollback');

const identity = (value: string) => value;

function queryOptions(wire: WireQueryOptions): QueryOptions {
  const parsers = Object.fromEntries(wire.rawTypes.map((type) => [type, identity]));
  return { ...(wire.rowMode ? { rowMode: wire.rowMode } : {}), parsers };
}

function target(tx: number | undefined): Pick<Transaction, 'query' | 'exec'> {
  if (tx === undefined) return db;
  const open = transactions.get(tx);
  if (!open) throw new Error('Transaction is closed');
  return open.tx;
}

/** BEGIN runs once PGlite's transaction lock is ours; the answer waits until then. */
function begin(): Promise<number> {
  const id = nextTransaction++;
  return new Promise((resolve, reject) => {
    let end!: (commit: boolean) => void;
    const decided = new Promise<boolean>((r) => (end = r));
    const done = db
      .transaction(async (tx) => {
        transactions.set(id, { tx, end, done });
        resolve(id);
        if (!(await decided)) throw rollback;
      })
      .then(
        () => undefined,
        (error: unknown) => {
          if (error !== rollback) throw error;
        },
      )
      .finally(() => transactions.delete(id));
    // A BEGIN that fails rejects here; a failed COMMIT is reported by `end`.
    done.catch(reject);
  });
}

async function end(tx: number, commit: boolean): Promise<void> {
  const open = transactions.get(tx);
  if (!open) throw new Error('Transaction is closed');
  open.end(commit);
  await open.done;
}

async function handle(request: Request): Promise<unknown> {
  switch (request.op) {
    case 'query':
      return target(request.tx).query(request.sql, request.params, queryOptions(request.options));
    case 'exec':
      return target(request.tx).exec(request.sql, queryOptions(request.options));
    case 'begin':
      return begin();
    case 'end':
      return end(request.tx, request.commit);
    case 'dump':
      // A gzipped tarball of the whole data folder, taken between two statements (backup.ts).
      return new Uint8Array(await (await db.dumpDataDir('gzip')).arrayBuffer());
    case 'close':
      await db.close();
      return undefined;
  }
}

function answer(response: Response) {
  try {
    port.postMessage(response);
  } catch (error) {
    // A value that cannot cross threads still gets an answer, or the caller would wait forever.
    port.postMessage({ id: response.id, ok: false, error: encodeError(error) } satisfies Response);
  }
}

port.on('message', (request: Request) => {
  handle(request).then(
    (value) => answer({ id: request.id, ok: true, value }),
    (error: unknown) => answer({ id: request.id, ok: false, error: encodeError(error) }),
  );
});
