import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { pgliteExtensions } from '../db/pglite-extensions.ts';

/**
 * A new DATA_DIR for a real server process (startServer) whose embedded database is already migrated:
 * the run's migrated template (api-global-setup.ts) written out where the server keeps it, as a
 * restore does (db/backup.ts). On a slow two-core machine a server on an empty folder spent about
 * 10 s of CPU on PostgreSQL's initdb and the migrations before answering; writing the folder here
 * takes about 2 s. Only on the embedded engine's run, whose templates are dumps.
 */
export async function migratedDataDir(prefix: string): Promise<string> {
  const { migrated } = inject('databaseTemplates');
  const dataDir = await mkdtemp(path.join(tmpdir(), prefix));
  const db = await PGlite.create({
    dataDir: path.join(dataDir, 'pglite'),
    loadDataDir: new Blob([await readFile(migrated)]),
    extensions: pgliteExtensions,
  });
  await db.close();
  return dataDir;
}
