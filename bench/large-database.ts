/**
 * The large database, built once and reused: on PostgreSQL a template database
 * `bench_large_<key>` that each run copies (`create database … template … strategy file_copy`, seconds), on PGlite a
 * data folder under the system's temporary folder that each run copies. The key hashes the
 * migrations, the seed, the generator and its options, and Lima's date (the seed's quota values end
 * today), so a changed schema or a new day builds a fresh one; older ones are removed.
 *
 * Sessions for the measured accounts are written into the template too, and their access tokens
 * signed here with the secret the API is started with (BENCH_JWT_SECRET below): 10,000 logins would
 * cost 10,000 production-cost password hashes.
 */
import { createHash, randomBytes } from 'node:crypto';
import { cp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { limaDate } from '@invierte/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createDatabase, type Db } from '../apps/api/src/db/client.ts';
import { seedDatabase } from '../apps/api/src/seed/seed.ts';
import { signAccessToken } from '../apps/api/src/contexts/identity/auth/access-token.ts';
import { hashPassword } from '../apps/api/src/contexts/identity/auth/password-hash.ts';
import { defer } from './cleanup.ts';
import { BENCH_PASSWORD, writeLargeData, type LargeDataOptions, type LargeDataReport } from './large-data.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The API is started with this secret, so the tokens signed here are its own. */
export const BENCH_JWT_SECRET = 'bench-large-database-secret-not-for-production-0123456789';

/** Participants given a session (the measured investors are drawn from them). */
export const SESSIONS = 2_000;

export interface LargeSizes {
  investors: number;
  movementsPerInvestor: number;
  exporterMovements: number;
  applicants: number;
}

export interface Participant {
  email: string;
  userId: string;
  productId: string;
  bankAccountId: string;
  token: string;
}

export interface LargeAccounts {
  participants: Participant[];
  admin: string;
}

async function sourceHash(sizes: LargeSizes, today: string): Promise<string> {
  const hash = createHash('sha256').update(JSON.stringify(sizes)).update(today);
  const migrations = path.join(root, 'apps/api/src/db/migrations');
  for (const file of (await readdir(migrations)).filter((f) => f.endsWith('.sql')).sort())
    hash.update(file).update(await readFile(path.join(migrations, file)));
  for (const file of [
    'apps/api/src/seed/seed.ts',
    'apps/api/src/db/seed-data/catalog.ts',
    'bench/large-data.ts',
    'bench/large-database.ts',
  ])
    hash.update(await readFile(path.join(root, file)));
  return hash.digest('hex').slice(0, 12);
}

/** Migrations, seed, the large data set and the sessions of the measured accounts. */
async function build(db: Db, migrate: () => Promise<void>, sizes: LargeSizes, log: (m: string) => void) {
  const now = new Date();
  await migrate();
  await seedDatabase(db, now);
  const options: LargeDataOptions = {
    ...sizes,
    today: limaDate(now),
    now,
    passwordHash: await hashPassword(BENCH_PASSWORD),
  };
  const report = await writeLargeData(db, options, log);
  await db.execute(sql`
    insert into sessions (user_id, ip, user_agent)
    select id, '127.0.0.1', 'bench' from users
     where email = 'admin@invierte.pe'
        or email in (select 'inversionista' || i || '@bench.invierte.pe' from generate_series(1, ${SESSIONS}) i)`);
  return report;
}

function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
}

/** The measured accounts' sessions, read from a copy, with access tokens valid for two hours. */
async function accountsOf(db: Db): Promise<LargeAccounts> {
  const result = await db.execute(sql`
    select s.id as session_id, u.id as user_id, u.email, u.profile, i.product_id, b.id as bank_account_id
      from sessions s join users u on u.id = s.user_id
      left join investments i on i.user_id = u.id
      left join customer_bank_accounts b on b.user_id = u.id and b.is_default
     where s.user_agent = 'bench'
     order by u.email`);
  const rows = rowsOf<{
    session_id: string;
    user_id: string;
    email: string;
    profile: 'ADMIN' | 'PARTICIPE';
    product_id: string | null;
    bank_account_id: string | null;
  }>(result);
  const sign = (r: (typeof rows)[number]) =>
    signAccessToken(
      { userId: r.user_id, profile: r.profile, sessionId: r.session_id },
      BENCH_JWT_SECRET,
      2 * 3600,
    );
  const adminRow = rows.find((r) => r.profile === 'ADMIN');
  if (!adminRow) throw new Error('bench large database: no admin session');
  const participants = await Promise.all(
    rows
      .filter((r) => r.profile === 'PARTICIPE' && r.product_id && r.bank_account_id)
      .map(async (r) => ({
        email: r.email,
        userId: r.user_id,
        productId: r.product_id!,
        bankAccountId: r.bank_account_id!,
        token: await sign(r),
      })),
  );
  return { participants, admin: await sign(adminRow) };
}

export interface PreparedLarge {
  /** PostgreSQL: the run's own copy. */
  databaseUrl?: string;
  /** PGlite: the API's DATA_DIR, a copy of the built folder. */
  dataDir?: string;
  accounts: LargeAccounts;
  /** Set when this run built the template (else it was reused). */
  built?: LargeDataReport;
  buildSeconds: number;
  copySeconds: number;
  drop(): Promise<void>;
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function preparePostgres(
  adminUrl: string,
  sizes: LargeSizes,
  log: (m: string) => void,
): Promise<PreparedLarge> {
  const key = await sourceHash(sizes, limaDate(new Date()));
  const template = `bench_large_${key}`;
  let built: LargeDataReport | undefined;
  const started = performance.now();
  const exists = await withClient(adminUrl, async (c) => {
    const found = await c.query<{ datname: string }>(
      `select datname from pg_database where datname like 'bench\\_large\\_%'`,
    );
    // Older templates (another schema, another day) are not used again. One still being built is
    // another run's (a second checkout benchmarking beside this one): dropped only once unused.
    for (const { datname } of found.rows) {
      if (datname === template) continue;
      if (!datname.endsWith('_partial')) await c.query(`drop database if exists ${datname} with (force)`);
      else await c.query(`drop database if exists ${datname}`).catch(() => undefined);
    }
    return found.rows.some((r) => r.datname === template);
  });
  if (!exists) {
    const partial = `${template}_partial`;
    await withClient(adminUrl, async (c) => {
      // A build of this very template that died half-way left it.
      await c.query(`drop database if exists ${partial} with (force)`);
      await c.query(`create database ${partial}`);
    });
    log(
      `PostgreSQL: building ${template} (${sizes.investors} investors × ${sizes.movementsPerInvestor} movements)`,
    );
    const database = createDatabase({ databaseUrl: databaseUrl(adminUrl, partial) });
    try {
      built = await build(database.db, () => database.migrate(), sizes, log);
    } finally {
      await database.close();
    }
    await withClient(adminUrl, (c) => c.query(`alter database ${partial} rename to ${template}`));
  }
  const buildSeconds = (performance.now() - started) / 1000;
  const copyStarted = performance.now();
  const name = `bench_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, async (c) => {
    // Copied file by file (PostgreSQL 15+) instead of written whole into the WAL, then a checkpoint:
    // else the copy's gigabyte of WAL forced checkpoints in the middle of the scenarios.
    const version = await c.query<{ server_version_num: string }>('show server_version_num');
    const fileCopy = Number(version.rows[0]?.server_version_num) >= 150000 ? ' strategy file_copy' : '';
    await c.query(`create database ${name} template ${template}${fileCopy}`);
    await c.query('checkpoint');
  });
  const drop = defer(`database ${name}`, () =>
    withClient(adminUrl, async (c) => {
      await c.query(`drop database if exists ${name} with (force)`);
    }),
  );
  const url = databaseUrl(adminUrl, name);
  const copySeconds = (performance.now() - copyStarted) / 1000;
  const database = createDatabase({ databaseUrl: url });
  try {
    const accounts = await accountsOf(database.db);
    return { databaseUrl: url, accounts, buildSeconds, copySeconds, drop, ...(built ? { built } : {}) };
  } finally {
    await database.close();
  }
}

export async function preparePglite(sizes: LargeSizes, log: (m: string) => void): Promise<PreparedLarge> {
  const key = await sourceHash(sizes, limaDate(new Date()));
  const cacheRoot = path.join(os.tmpdir(), 'invierte-bench-large');
  const built = path.join(cacheRoot, key);
  let report: LargeDataReport | undefined;
  const started = performance.now();
  const present = await stat(built).then(
    () => true,
    () => false,
  );
  if (!present) {
    await rm(cacheRoot, { recursive: true, force: true });
    const partial = `${built}.partial`;
    log(`PGlite: building ${built} (${sizes.investors} investors × ${sizes.movementsPerInvestor} movements)`);
    const database = createDatabase({ pgliteDir: path.join(partial, 'pglite') });
    try {
      report = await build(database.db, () => database.migrate(), sizes, log);
    } finally {
      await database.close();
    }
    await rename(partial, built);
  }
  const buildSeconds = (performance.now() - started) / 1000;
  const copyStarted = performance.now();
  const dataDir = path.join(os.tmpdir(), `invierte-bench-large-run-${randomBytes(6).toString('hex')}`);
  await cp(built, dataDir, { recursive: true });
  const drop = defer(`data dir ${dataDir}`, () => rm(dataDir, { recursive: true, force: true }));
  const copySeconds = (performance.now() - copyStarted) / 1000;
  const database = createDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  try {
    const accounts = await accountsOf(database.db);
    return { dataDir, accounts, buildSeconds, copySeconds, drop, ...(report ? { built: report } : {}) };
  } finally {
    await database.close();
  }
}
