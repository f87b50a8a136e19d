/**
 * What `npm run bench` measures. A feature that wants a load figure adds one entry to `scenarios`:
 * the API is started once per database and every scenario listed for that database runs against it.
 */

/** The databases the API runs on: embedded PGlite (no DATABASE_URL) or a real PostgreSQL. */
export type Database = 'pglite' | 'postgres';

export const DATABASES: readonly Database[] = ['pglite', 'postgres'];

export const DATABASE_LABELS: Record<Database, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Scenario {
  /** Short label for the report, e.g. "health". */
  name: string;
  method: HttpMethod;
  /** Path on the API, starting with `/`. */
  path: string;
  headers?: Record<string, string>;
  /** Request body; an object is sent as JSON with `content-type: application/json`. */
  body?: string | Record<string, unknown> | unknown[];
  /** Which databases to run it on. */
  databases: readonly Database[];
  /** Sends the access token of this demo account (logged in once before the run). */
  asUser?: { email: string; password: string };
  /** Optional target: requests/s must be at least this fraction of the bare Fastify yardstick. */
  minRatioToBare?: number;
  /** Optional target: p99 latency must be at most this many milliseconds. */
  maxP99Ms?: number;
  /** Concurrent clients for this scenario, when it differs from BENCH_CONNECTIONS. */
  connections?: number;
  /** Load kept on the server while this scenario is measured (warm-up included); its figures are logged. */
  background?: Background;
  /**
   * Seconds to wait after the warm-up and before the next scenario: the server still finishes
   * requests whose clients left when a run stopped (20 queued logins are ~7 s of hashing), which
   * would load the next run.
   */
  settleSeconds?: number;
}

export type Background = Pick<Scenario, 'method' | 'path' | 'headers' | 'body'> & { connections: number };

/** One client's health checks, which never touch the database, while 50 clients keep `path` busy. */
function healthWhile50Read(what: string, path: string): Scenario {
  return {
    name: `health (1 client) while 50 read ${what}`,
    method: 'GET',
    path: '/api',
    databases: DATABASES,
    connections: 1,
    background: { method: 'GET', path, connections: 50 },
    maxP99Ms: 50,
    settleSeconds: 2,
  };
}

/** The yardstick: a bare Fastify hello-world in its own process (bench/bare-fastify.ts). */
export const yardstick = {
  name: 'bare Fastify hello-world',
  method: 'GET',
  path: '/',
} as const satisfies Omit<Scenario, 'databases'>;

/** A seeded account (apps/api/src/db/seed.ts). */
const demoInvestor = { email: 'interesado@invierte.pe', password: 'Demo2026' };

export const scenarios: Scenario[] = [
  { name: 'health', method: 'GET', path: '/api', databases: DATABASES, minRatioToBare: 0.7 },
  {
    name: 'free products',
    method: 'GET',
    path: '/api/products/free',
    databases: DATABASES,
    minRatioToBare: 0.3,
  },
  // Issue "Speed of what has landed" 5: an authenticated read, one session + user lookup per request.
  {
    name: 'own profile',
    method: 'GET',
    path: '/api/profile/me',
    asUser: demoInvestor,
    databases: DATABASES,
    minRatioToBare: 0.15,
  },
  // Issue 3: login at 20 concurrent clients with the production hash cost (scrypt N=2^17); the
  // report lists one hash's time next to it. Each login verifies a password and writes a session.
  {
    name: 'login (scrypt N=2^17)',
    method: 'POST',
    path: '/api/auth/login',
    body: demoInvestor,
    databases: DATABASES,
    connections: 20,
    settleSeconds: 10,
  },
  // Issue "Speed of what has landed" 6–7: one client's health checks while the 20 clients above log in.
  // Its p99 shows whether a login storm slows everyone else (hashing on the request thread did).
  {
    name: 'health (1 client) while 20 log in',
    method: 'GET',
    path: '/api',
    databases: DATABASES,
    connections: 1,
    background: {
      method: 'POST',
      path: '/api/auth/login',
      body: demoInvestor,
      connections: 20,
    },
    settleSeconds: 10,
  },
  // Issue "Speed of what has landed": a lone GET /api (no database) while 50 clients read. Embedded
  // PGlite ran its queries on the API's thread and stalled it (docs/decisions/0010). The catalogue is
  // answered from memory since it was cached; a product by slug still reads the database each time.
  healthWhile50Read('the catalogue', '/api/products/free'),
  healthWhile50Read('a product', '/api/products/slug/factoring-soles'),
];
