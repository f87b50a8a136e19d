import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from './config.ts';
import { BackupError, backupSkips, createBackup } from './db/backup.ts';
import { createDatabase } from './db/client.ts';
import { fileStoreKind } from './providers/storage/create-file-storage.ts';

/**
 * `npm run db:backup [-- --to <folder>]`: a backup of the configured database and of DATA_DIR's files
 * (docs/deploy.md, "Backups"). On PostgreSQL it runs beside the API (pg_dump reads one consistent
 * snapshot); the embedded database can be open in one process only, so stop the API first.
 */
const { values } = parseArgs({ options: { to: { type: 'string' } } });
const config = loadConfigOrExit();
const stamp = new Date()
  .toISOString()
  .replace(/[-:]/g, '')
  .replace(/\.\d+Z$/, 'Z');
const to = path.resolve(values.to ?? path.join('backups', `invierte-${stamp}`));
const database = config.databaseUrl
  ? undefined
  : createDatabase({ pgliteDir: path.join(config.dataDir, 'pglite') });
try {
  const manifest = await createBackup({
    source: database?.dump
      ? { engine: 'pglite', dump: database.dump }
      : { engine: 'postgres', databaseUrl: config.databaseUrl! },
    dataDir: config.dataDir,
    skip: backupSkips(config),
    to,
  });
  const bytes = manifest.files.reduce((sum, f) => sum + f.bytes, 0);
  console.log(`backup written: ${to} (${manifest.engine}, ${manifest.files.length} files, ${bytes} bytes)`);
  if (fileStoreKind(config, manifest.engine) === 's3')
    console.log(`files live in the bucket ${config.files.s3?.bucket}: back it up (or version it) apart`);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(`invierte-api: backup failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  await database?.close();
}
