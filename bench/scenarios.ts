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
  /** Optional target: requests/s must be at least this fraction of the bare Fastify yardstick. */
  minRatioToBare?: number;
  /** Concurrent clients for this scenario, when it differs from BENCH_CONNECTIONS. */
  connections?: number;
}

/** The yardstick: a bare Fastify hello-world in its own process (bench/bare-fastify.ts). */
export const yardstick = {
  name: 'bare Fastify hello-world',
  method: 'GET',
  path: '/',
} as const satisfies Omit<Scenario, 'databases'>;

export const scenarios: Scenario[] = [
  { name: 'health', method: 'GET', path: '/api', databases: DATABASES, minRatioToBare: 0.7 },
  { name: 'free products', method: 'GET', path: '/api/products/free', databases: DATABASES },
  // Issue 3: login at 20 concurrent clients with the production hash cost (scrypt N=2^17); the
  // report lists one hash's time next to it. Each login verifies a password and writes a session.
  {
    name: 'login (scrypt N=2^17)',
    method: 'POST',
    path: '/api/auth/login',
    body: { email: 'interesado@invierte.pe', password: 'Demo2026' },
    databases: DATABASES,
    connections: 20,
  },
];
