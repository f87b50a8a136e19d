import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../db/pglite-extensions.ts';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import type { Db } from '../db/client.ts';
import { migratePgClient, migratePgliteClient } from '../db/migrate.ts';
import { onPostgresServer, withDatabase } from '../db/postgres-server.ts';
import * as schema from '../db/schema.ts';
import { seedDatabase } from '../seed/seed.ts';
import { limaDate } from '@invierte/domain';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * Where each test file's database starts: PGlite dumps (`dumpDataDir` tarballs) or, with
     * TEST_DATABASE_URL, PostgreSQL template databases — migrated, and migrated and seeded.
     */
    databaseTemplates: {
      migrated: string;
      seeded: string;
      /** The Lima day the seeded template was seeded on: its "today" (rates, quota values). */
      seededOn: string;
    };
  }
}

/**
 * Migrating a new database and seeding it cost each API test file several seconds, most of the
 * suite's time on two cores. They are done once here, by the same migrations and seed, and every
 * file starts from its own copy (createTestApp): files still never share a database.
 */
export default async function setup(project: TestProject) {
  // The seed hashes the demo passwords; at the cost the API test run uses (vitest.config.ts).
  process.env.NODE_ENV = 'test';
  process.env.TEST_SCRYPT_LOG_N ??= '12';
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return postgresTemplates(project, serverUrl);
  // The files that start real servers (startServer) or commands run only on the embedded engine's run, and run
  // the bundle, as production and the journeys do: built here, beside the templates, in about a
  // second, where a start from the source through tsx cost 2-6 s more CPU each.
  const [teardown] = await Promise.all([pgliteDumps(project), buildApiBundle()]);
  return teardown;
}

/** `npm run build:api` with the journeys' entry too, so that both runs write the same files. */
async function buildApiBundle(): Promise<void> {
  const apiRoot = fileURLToPath(new URL('../..', import.meta.url));
  await promisify(execFile)(process.execPath, ['build.mjs', '--tests'], { cwd: apiRoot });
}

async function pgliteDumps(project: TestProject) {
  const folder = await mkdtemp(path.join(tmpdir(), 'invierte-api-templates-'));
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const dump = async (name: string) => {
    const file = path.join(folder, `${name}.tar`);
    await writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    return file;
  };
  await migratePgliteClient(client);
  const migrated = await dump('migrated');
  const seededAt = new Date();
  await seedDatabase(drizzle(client, { schema }) as unknown as Db, seededAt);
  const seeded = await dump('seeded');
  await client.close();
  project.provide('databaseTemplates', { migrated, seeded, seededOn: limaDate(seededAt) });
  return () => rm(folder, { recursive: true, force: true });
}

async function postgresTemplates(project: TestProject, serverUrl: string) {
  const prefix = `tpl_${randomBytes(4).toString('hex')}`;
  const names = { migrated: `${prefix}_migrated`, seeded: `${prefix}_seeded` };
  const admin = (statement: string) => onPostgresServer(serverUrl, statement);
  const seededAt = new Date();
  const build = async (name: string, seed: boolean) => {
    await admin(`create database ${name}`);
    const client = new pg.Client({ connectionString: withDatabase(serverUrl, name) });
    await client.connect();
    try {
      await migratePgClient(client);
      if (seed) await seedDatabase(drizzlePg(client, { schema }) as unknown as Db, seededAt);
    } finally {
      // A template is copied only while nobody is connected to it.
      await client.end();
    }
  };
  await build(names.migrated, false);
  await build(names.seeded, true);
  project.provide('databaseTemplates', { ...names, seededOn: limaDate(seededAt) });
  return async () => {
    for (const name of Object.values(names)) await admin(`drop database if exists ${name} with (force)`);
  };
}
