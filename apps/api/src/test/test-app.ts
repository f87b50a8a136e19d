import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { limaDate } from '@invierte/domain';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Providers } from '../context.ts';
import { createDatabase, type Database } from '../db/client.ts';
import { onPostgresServer, withDatabase } from '../db/postgres-server.ts';
import { storedFiles } from '../db/schema.ts';
import { fileStoreKind } from '../providers/storage/create-file-storage.ts';
import { seedDatabase } from '../seed/seed.ts';

/**
 * A fully wired API for one test file: its own database (a fresh PostgreSQL database when
 * TEST_DATABASE_URL is set, in-memory PGlite otherwise; either a copy of the run's migrated, or
 * migrated and seeded, template: api-global-setup.ts), its own data folder, a controllable clock,
 * and the log lines it wrote.
 */
export async function createTestApp(
  options: { seed?: boolean; providers?: Partial<Providers>; env?: Record<string, string> } = {},
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'invierte-api-'));
  const clock = { now: new Date() };
  const templates = inject('databaseTemplates');
  // The seeded template's rates and quota values end on the day it was seeded: a file that starts
  // after a Lima midnight since then seeds its own database, so its "today" and its data agree.
  const seededToday = templates.seededOn === limaDate(clock.now);
  const template = templates[options.seed && seededToday ? 'seeded' : 'migrated'];
  const copy = await databaseCopy(template);
  const database = copy.connect();
  // Both are no-ops on a copy of the seeded template; otherwise they migrate and seed it here.
  await database.migrate();
  if (options.seed) await seedDatabase(database.db, clock.now);

  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const env = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    JWT_SECRET: randomBytes(32).toString('hex'),
    // The files go where the app would put them on this database (decision 0032): local disk beside
    // PGlite, the stored_files table on PostgreSQL. A test that alters a file on disk to see it
    // refused says FILES_STORE=local; one that counts stored files asks storedKeys().
    ...options.env,
  };
  const config = loadConfig({ ...env, DATA_DIR: dataDir }, {});
  // Back-off waits are recorded, not slept, so tests can check them without waiting.
  const sleeps: number[] = [];
  const sleep = async (ms: number) => {
    sleeps.push(ms);
  };
  const app = await buildApp({
    config,
    database,
    now: () => clock.now,
    logStream,
    sleep,
    providers: options.providers,
  });
  await app.ready();
  const filesStore = fileStoreKind(config, database.kind);
  // Each with the data folder made for it, which closing removes (none when it shares the first's).
  const others: Array<{ app: FastifyInstance; database: Database; dataDir: string | null }> = [];
  async function closeOther(other: (typeof others)[number]) {
    await other.app.close();
    if (other.database !== database) await other.database.close();
    if (other.dataDir) await rm(other.dataDir, { recursive: true, force: true });
  }

  return {
    app,
    db: database.db,
    /** The database as the app opened it: its URL on PostgreSQL (absent on PGlite), and its dump. */
    database,
    databaseUrl: copy.url,
    ctx: app.appContext,
    config,
    clock,
    logs,
    sleeps,
    /**
     * The newest .eml written for `to` (holding this text, when given), as text. Mail queued with an
     * operation is written after its commit, possibly after a later one sent at once: say what the
     * e-mail holds when another one to the same person may be on its way.
     */
    async lastMailTo(to: string, holding?: string): Promise<string> {
      await app.appContext.mail.settled();
      const folder = path.join(dataDir, 'mail');
      const files = (await readdir(folder)).sort().reverse();
      for (const file of files) {
        const content = await readFile(path.join(folder, file), 'utf8');
        if (content.includes(`To: ${to}`) && (!holding || content.includes(holding))) return content;
      }
      throw new Error(`no mail to ${to}`);
    },
    /**
     * A second API process on the same database, as behind a balancer: its own DATA_DIR, and on
     * PostgreSQL its own connection pool (on PGlite, which one process alone opens, the same one).
     * It takes the first one's tokens (same JWT secret) and clock; `overrides` change its settings
     * (another JWT secret, say, or the first one's DATA_DIR: two processes on one host's disk).
     */
    async anotherProcess(overrides: Record<string, string> = {}) {
      const ownDir = overrides.DATA_DIR ? null : await mkdtemp(path.join(tmpdir(), 'invierte-api-other-'));
      const otherDir = overrides.DATA_DIR ?? ownDir!;
      const otherDatabase = copy.connect();
      const other = await buildApp({
        config: loadConfig({ ...env, DATA_DIR: otherDir, ...overrides }, {}),
        database: otherDatabase,
        now: () => clock.now,
        logStream,
        sleep,
        providers: options.providers,
      });
      await other.ready();
      const entry = { app: other, database: otherDatabase, dataDir: ownDir };
      others.push(entry);
      return {
        app: other,
        dataDir: otherDir,
        /** Stops it before the test file ends (its work pool's thread is one more on the machine). */
        async close() {
          others.splice(others.indexOf(entry), 1);
          await closeOther(entry);
        },
      };
    },
    /** Which store this app's files go to. */
    filesStore,
    /** The keys of the stored files under a prefix (`avatars/`), whichever store holds them. */
    async storedKeys(prefix: string): Promise<string[]> {
      if (filesStore === 'database') {
        const rows = await database.db
          .select({ key: storedFiles.key })
          .from(storedFiles)
          .where(like(storedFiles.key, `${prefix}%`));
        return rows.map((r) => r.key).sort();
      }
      if (filesStore !== 'local') throw new Error(`storedKeys cannot list the ${filesStore} store`);
      const root = path.join(dataDir, 'uploads');
      const folder = path.join(root, prefix);
      const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
      return entries
        .filter((e) => e.isFile() && /^[a-z0-9-]+\.[a-z0-9]+$/.test(e.name))
        .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
        .sort();
    },
    async close() {
      for (const other of others) await closeOther(other);
      await app.close();
      await database.close();
      await copy.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * A database of its own for a test, copied from one of the run's templates: a PostgreSQL database
 * made from it when TEST_DATABASE_URL is set, an in-memory PGlite otherwise. `connect()` gives a
 * connection to it: on PostgreSQL a new pool each time (one per API process in the multi-process
 * tests), on PGlite the same instance (one process alone can open an embedded database).
 */
export async function databaseCopy(
  template: string,
): Promise<{ connect: () => Database; drop: () => Promise<void>; url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const shared = createDatabase({ pgliteDump: template });
    return { connect: () => shared, drop: async () => undefined };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  await onPostgresServer(serverUrl, `create database ${name} template ${template}`);
  const url = withDatabase(serverUrl, name);
  return {
    url,
    connect: () => createDatabase({ databaseUrl: url, oneQueryAtATime: true }),
    drop: () => onPostgresServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/** Extracts the verification token from a mail's link (quoted-printable soft breaks undone). */
export function tokenFromMail(mail: string): string {
  const unfolded = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(unfolded);
  if (!match?.[1]) throw new Error('no verification link in mail');
  return match[1];
}

export const validRegistration = (overrides: Record<string, unknown> = {}) => ({
  documentType: 'DNI',
  documentNumber: '71234567',
  name: 'Rosa',
  lastName: 'Pérez',
  secondLastName: 'Gómez',
  email: 'rosa.perez@example.pe',
  password: 'Segura2026',
  confirmPassword: 'Segura2026',
  acceptTerms: true,
  acceptPrivacy: true,
  ...overrides,
});
