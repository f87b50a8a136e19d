/** A throw-away PostgreSQL database per run: created before the API starts, dropped afterwards. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { defer } from './cleanup.ts';

export type BenchDatabase =
  { url: string; serverVersion: string; drop(): Promise<void> } | { skipped: string };

async function connect(adminUrl: string): Promise<pg.Client | undefined> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    return client;
  } catch (error) {
    console.error(`PostgreSQL at ${redact(adminUrl)}: ${(error as Error).message || (error as Error).name}`);
    await client.end().catch(() => undefined);
    return undefined;
  }
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** Creates `bench_<random>` on the server of `adminUrl`, or says why PostgreSQL rows are skipped. */
export async function createBenchDatabase(adminUrl: string): Promise<BenchDatabase> {
  const admin = await connect(adminUrl);
  if (!admin) return { skipped: 'PostgreSQL unreachable' };
  const name = `bench_${randomBytes(6).toString('hex')}`;
  let serverVersion: string;
  try {
    const version = await admin.query<{ server_version: string }>('show server_version');
    serverVersion = version.rows[0]?.server_version ?? 'unknown';
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const drop = defer(`database ${name}`, async () => {
    const client = await connect(adminUrl);
    if (!client) throw new Error(`could not drop ${name}: PostgreSQL unreachable`);
    try {
      await client.query(`drop database if exists ${name} with (force)`);
    } finally {
      await client.end();
    }
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), serverVersion, drop };
}

/**
 * Leaves a just-seeded database as a running one would be: analysed, vacuumed and checkpointed, so
 * autovacuum's first pass over the new tables and the seed's WAL are not written during a measurement.
 */
export async function settleDatabase(url: string): Promise<void> {
  const client = await connect(url);
  if (!client) throw new Error(`could not settle ${redact(url)}: PostgreSQL unreachable`);
  try {
    await client.query('vacuum analyze');
    await client.query('checkpoint');
  } finally {
    await client.end();
  }
}
