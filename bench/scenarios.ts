import pg from 'pg';
import {
  completeStep1,
  createOnboarding,
  logIn,
  newInvestors,
  personalInformation,
  productIdOf,
  type BenchEnv,
} from './fixtures.ts';

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
  /** Optional target: at least this many requests per second (an absolute figure, not a ratio). */
  minRequestsPerSecond?: number;
  /**
   * The databases the targets are set for, when not all: on the others the figures are recorded and
   * compared with the targets, but the verdict is RECORDED (issue #10 sets its targets on PostgreSQL
   * and asks for PGlite's figures beside them).
   */
  targetsOn?: readonly Database[];
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
  /** Requests that differ per connection (each investor their own onboarding); see bench/load.ts. */
  variants?: RequestVariant[];
  /**
   * Each success queues an e-mail sent after the commit (decision 0022): the run then waits until
   * the e-mails are written and reports how long that took and the API's CPU for it.
   */
  queuesMail?: boolean;
  /**
   * Creates, through the API, data the seed does not have (bench/fixtures.ts); what it returns is
   * merged into the scenario before it runs. Its time is logged and not measured.
   */
  prepare?: (env: BenchEnv) => Promise<Prepared>;
  /**
   * Work that cannot be repeated on the same data (a contract is generated once per onboarding):
   * the prepared `burst` requests are each sent once, `connections` at a time. With `probe`, one client
   * calls `path` for as long as the burst lasts and is the measured figure; without, the burst is.
   */
  burst?: { method: HttpMethod; path: string; connections: number; probe: boolean };
}

/** What differs between the requests of one scenario; unset fields come from the scenario. */
export interface RequestVariant {
  path?: string;
  headers?: Record<string, string>;
  body?: string | Record<string, unknown> | unknown[];
  /** A header given a value of its own on every request (e.g. `idempotency-key`). */
  uniqueHeader?: string;
}

export interface Prepared {
  variants?: RequestVariant[];
  background?: RequestVariant[];
  burst?: RequestVariant[];
}

export type Background = Pick<Scenario, 'method' | 'path' | 'headers' | 'body' | 'variants'> & {
  connections: number;
};

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

/** A seeded account (apps/api/src/seed/seed.ts). */
const demoInvestor = { email: 'interesado@invierte.pe', password: 'Demo2026' };
/** The seeded holder of three funds: the portfolio documents and the movements export are theirs. */
const demoParticipant = { email: 'participe@invierte.pe', password: 'Demo2026' };

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Investors with step 1 finished, so each can have its contract generated once. */
async function contractsReady(env: BenchEnv, count: number): Promise<RequestVariant[]> {
  const productId = await productIdOf(env, 'factoring-soles');
  const investors = await newInvestors(env, count);
  return Promise.all(
    investors.map(async (investor) => {
      const onboardingId = await createOnboarding(env, investor, productId);
      await completeStep1(env, investor, onboardingId);
      return { headers: bearer(investor.token), body: { onboardingId } };
    }),
  );
}

/** Rows a large export has: the participant's seeded movements copied back over about two years. */
const EXPORT_ROWS = 5_000;

async function manyMovements(databaseUrl: string | undefined, email: string): Promise<void> {
  // No API call writes hundreds of movements for one investor (each is an approved investment, a
  // rescue or a transfer), so the rows are copied in SQL into the bench's throw-away database.
  if (!databaseUrl) throw new Error('bench setup: the movements export scenario needs PostgreSQL');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from movements m join investments i on i.id = m.investment_id
         join users u on u.id = i.user_id where u.email = $1`,
      [email],
    );
    const copies = Math.ceil(EXPORT_ROWS / Math.max(1, Number(rows[0]?.n ?? 1))) - 1;
    await client.query(
      `insert into movements (investment_id, type, status, amount, quota_value, quotas, operation_date)
       select m.investment_id, m.type, m.status, m.amount, m.quota_value, m.quotas,
              m.operation_date - (g % 700)
         from movements m join investments i on i.id = m.investment_id
         join users u on u.id = i.user_id, generate_series(1, $2::int) g
        where u.email = $1`,
      [email, copies],
    );
  } finally {
    await client.end();
  }
}

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
  // Issue #9 (money): onboarding step saves at 50 concurrent clients, each investor saving their own
  // onboarding's first screen (a transaction: the part, the onboarding's version and an event).
  {
    name: 'onboarding step save, 50 investors',
    method: 'POST',
    path: '/api/onboarding/:id/personal-information',
    databases: ['postgres'],
    // Issue #28's target.
    maxP99Ms: 50,
    targetsOn: ['postgres'],
    // The warm-up's last saves must finish first: a save racing another on one onboarding gets 409.
    settleSeconds: 3,
    async prepare(env) {
      const productId = await productIdOf(env, 'factoring-soles');
      const investors = await newInvestors(env, 50);
      const variants = await Promise.all(
        investors.map(async (investor) => ({
          path: `/api/onboarding/${await createOnboarding(env, investor, productId)}/personal-information`,
          headers: bearer(investor.token),
          body: personalInformation(investor.dni),
        })),
      );
      return { variants };
    },
  },
  // Contracts are drawn on the work pool: a contract and its two annexes per call. One at a time
  // gives the time per contract (divide by 3 for a document); then 20 at once beside a lone client.
  {
    name: 'contract PDFs (contract and 2 annexes), one at a time',
    method: 'POST',
    path: '/api/onboarding/signing/create-contract',
    databases: ['postgres'],
    burst: { method: 'POST', path: '/api/onboarding/signing/create-contract', connections: 1, probe: false },
    prepare: async (env) => ({ burst: await contractsReady(env, 5) }),
  },
  {
    name: 'health (1 client) while 20 contracts are generated at once',
    method: 'GET',
    path: '/api',
    databases: ['postgres'],
    connections: 1,
    burst: { method: 'POST', path: '/api/onboarding/signing/create-contract', connections: 20, probe: true },
    prepare: async (env) => ({ burst: await contractsReady(env, 20) }),
    maxP99Ms: 50,
    settleSeconds: 2,
  },
  // A large movements export (.xlsx, 5,000 rows) and 20 portfolio PDFs generated over and over
  // (21 connections: one keeps exporting, twenty keep downloading an account statement).
  {
    name: 'health (1 client) while a 5,000-row .xlsx and 20 PDFs are generated',
    method: 'GET',
    path: '/api',
    databases: ['postgres'],
    connections: 1,
    background: {
      method: 'GET',
      path: '/api/portfolio/investments/user/DownloadDocumentAccountState',
      connections: 21,
    },
    async prepare(env) {
      await manyMovements(env.databaseUrl, demoParticipant.email);
      // The PDFs are another investor's (three movements), so each stays a normal statement.
      const exporter = bearer(await logIn(env, demoParticipant));
      const reader = bearer(await logIn(env, demoInvestor));
      return {
        background: [
          { path: '/api/portfolio/movements/listXlsx', headers: exporter },
          ...Array.from({ length: 20 }, () => ({
            path: '/api/portfolio/investments/user/DownloadDocumentAccountState',
            headers: reader,
          })),
        ],
      };
    },
    maxP99Ms: 50,
    settleSeconds: 3,
  },
];
