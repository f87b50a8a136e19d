import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { withAfterCommit } from './after-commit.ts';
import { withRetriedTransactions } from './retried-transactions.ts';
import { migratePgClient, migratePgliteClient } from './migrate.ts';
import { OneQueryAtATimeClient } from './one-query-at-a-time.ts';
import { startPgliteThread } from './pglite-thread.ts';
import * as schema from './schema.ts';

/** The one database type repositories see: a PGlite or node-postgres Drizzle instance, or a transaction. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL's connection pool right now (the metrics read it); absent on PGlite, which has none. */
  poolStats?: () => { total: number; idle: number; waiting: number; max: number };
  /** PGlite only: the whole database as a gzipped tarball, for a backup (db/backup.ts). */
  dump?: () => Promise<Uint8Array>;
}

/** PostgreSQL when a URL is given, otherwise embedded PGlite stored in `pgliteDir` (or memory), in a worker thread. */
export function createDatabase(options: {
  databaseUrl?: string | undefined;
  pgliteDir?: string;
  /** An in-memory PGlite starts as a copy of this dump (tests; see test/api-global-setup.ts). */
  pgliteDump?: string;
  /**
   * PostgreSQL: how long a request waits for a connection (a free one in the pool, or a new one
   * opened) before it fails. Unbounded by default, as node-postgres has it; the server bounds it
   * (DATABASE_CONNECT_TIMEOUT_SECONDS) so that a database it cannot reach answers 503 in seconds.
   */
  connectTimeoutMs?: number;
  /** PostgreSQL: the most connections the pool opens (DATABASE_POOL_SIZE; 10 by default). */
  poolSize?: number;
  /**
   * PostgreSQL: a connection throws instead of queueing a query sent while it answers another
   * (db/one-query-at-a-time.ts). The PostgreSQL test run sets it.
   */
  oneQueryAtATime?: boolean;
}): Database {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 0,
      // Probes idle connections, so one the network silently lost is found and replaced.
      keepAlive: true,
      ...(options.oneQueryAtATime ? { Client: OneQueryAtATimeClient } : {}),
    });
    // An idle connection the server drops (restart, failover, admin termination) is replaced on the
    // next checkout; without a listener Node would treat the pool's 'error' event as a crash.
    pool.on('error', (error) =>
      process.emitWarning(`PostgreSQL dropped an idle connection: ${error.message}`),
    );
    // The pool listens only while a connection is idle. One that is checked out (a transaction
    // between two statements) and dropped by a restarting server emits 'error' with nobody
    // listening, which ended the whole process (e2e/production-faults.e2e.ts). Its next statement
    // fails instead (a 503, db/errors.ts) and the pool discards it on release.
    pool.on('connect', (client) => {
      client.on('error', (error) => {
        process.emitWarning(`PostgreSQL dropped a connection in use: ${error.message}`);
      });
    });
    const db = withRetriedTransactions(withAfterCommit(drizzlePg(pool, { schema }) as unknown as Db));
    return {
      db,
      kind: 'postgres',
      async migrate() {
        const client = await pool.connect();
        try {
          await migratePgClient(client);
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: pool.options.max,
      }),
    };
  }
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  // PGlite runs its queries synchronously: in its own thread they never stall the API (decision 0010).
  // The stand-in offers what Drizzle's pglite driver calls (query, transaction), hence the cast.
  const thread = startPgliteThread(options.pgliteDir, options.pgliteDump);
  const client = thread as unknown as PGlite;
  const db = withRetriedTransactions(withAfterCommit(drizzlePglite(client, { schema }) as unknown as Db));
  return {
    db,
    kind: 'pglite',
    dump: () => thread.dump(),
    migrate: () => migratePgliteClient(client),
    close: () => client.close(),
  };
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
