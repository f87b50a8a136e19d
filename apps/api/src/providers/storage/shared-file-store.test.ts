import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { databaseCopy } from '../../test/test-app.ts';
import { ImmutableFileError } from './file-storage.ts';

/**
 * Two API processes on one database, each with its own DATA_DIR (two machines behind a balancer):
 * a file put through one is read through the other. On PostgreSQL (TEST_DATABASE_URL) each app has
 * its own connection pool, and the database store is the default; on the embedded PGlite, which one
 * process alone can open, the two apps share it and FILES_STORE=database is set.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const databases: Database[] = [];
const apps: FastifyInstance[] = [];
const dataDirs: string[] = [];
let dropDatabase = async () => undefined as void;

async function apiProcess(database: Database) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'invierte-shared-files-'));
  dataDirs.push(dataDir);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ...(serverUrl ? {} : { FILES_STORE: 'database' }),
  });
  const app = await buildApp({ config, database });
  await app.ready();
  apps.push(app);
  return { app, dataDir };
}

let first: Awaited<ReturnType<typeof apiProcess>>;
let second: Awaited<ReturnType<typeof apiProcess>>;
beforeAll(async () => {
  const copy = await databaseCopy(inject('databaseTemplates').migrated);
  dropDatabase = copy.drop;
  databases.push(copy.connect(), copy.connect());
  await databases[0]!.migrate();
  first = await apiProcess(databases[0]!);
  second = await apiProcess(databases[1]!);
});
afterAll(async () => {
  for (const app of apps) await app.close();
  for (const database of new Set(databases)) await database.close();
  await dropDatabase();
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

describe('files every API process reaches', () => {
  it('reads through one process a file put through the other, and neither keeps it on its disk', async () => {
    const key = `investor-documents/${randomUUID()}/${randomUUID()}.pdf`;
    const bytes = randomBytes(200_000);
    await first.app.appContext.storage.put(key, bytes, { contentType: 'application/pdf' });
    expect((await second.app.appContext.storage.get(key))?.equals(bytes)).toBe(true);
    for (const { dataDir } of [first, second])
      expect(existsSync(path.join(dataDir, 'uploads', key))).toBe(false);

    await second.app.appContext.storage.delete(key);
    expect(await first.app.appContext.storage.get(key)).toBeNull();
  });

  it('keeps a signed contract immutable across processes', async () => {
    const key = `onboarding/${randomUUID()}/contract/${randomUUID()}.pdf`;
    await first.app.appContext.storage.put(key, Buffer.from('%PDF firmado'));
    await expect(second.app.appContext.storage.put(key, Buffer.from('%PDF otro'))).rejects.toBeInstanceOf(
      ImmutableFileError,
    );
    expect((await second.app.appContext.storage.get(key))?.toString()).toBe('%PDF firmado');
  });
});
