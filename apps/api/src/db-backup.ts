import type { KeyObject } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from './config.ts';
import { BackupError, backupSkips, createBackup } from './db/backup.ts';
import { recordBackupOutcome } from './db/backup-metrics.ts';
import { createDatabase } from './db/client.ts';
import { keyOption } from './db/key-files.ts';
import { fileStoreKind } from './providers/storage/create-file-storage.ts';

/**
 * `npm run db:backup [-- --to <folder>] [--encrypt-to <public key file>] [--sign-with <private key
 * file>] [--metrics-file <file>]`: a backup of the configured database and of DATA_DIR's files
 * (docs/deploy.md, "Backups"). On PostgreSQL it runs beside the API (pg_dump reads one consistent
 * snapshot); the embedded database can be open in one process only, so stop the API first. With
 * `--encrypt-to` (an RSA public key in PEM) every part is sealed as it is written, and only the
 * matching private key restores it (decision 0060). With `--sign-with` (an Ed25519 private key in
 * PEM) the manifest is signed, and a restore can require that signature (decision 0061). With
 * `--metrics-file` the outcome is also written there for node_exporter's textfile collector
 * (backup-metrics.ts), whether the backup finished or failed.
 */
const { values } = parseArgs({
  options: {
    to: { type: 'string' },
    'encrypt-to': { type: 'string' },
    'sign-with': { type: 'string' },
    'metrics-file': { type: 'string' },
  },
});
const started = Date.now();
const record = async (
  outcome: { ok: true; bytes: number; encrypted: boolean; signed: boolean } | { ok: false },
) => {
  const file = values['metrics-file'];
  if (file)
    await recordBackupOutcome(path.resolve(file), {
      ...outcome,
      at: new Date(),
      seconds: (Date.now() - started) / 1000,
    });
};
const config = loadConfigOrExit();
/** The keys of the options; one that cannot be used stops the backup with one line. */
async function keysOrExit(): Promise<{ encryptTo?: KeyObject; signWith?: KeyObject }> {
  try {
    const encrypt = values['encrypt-to'];
    const sign = values['sign-with'];
    return {
      // The backup host holds the public key to encrypt to, never its private half (decision 0060).
      ...(encrypt ? { encryptTo: keyOption('encrypt-to', encrypt, 'public') } : {}),
      ...(sign ? { signWith: keyOption('sign-with', sign, 'signing') } : {}),
    };
  } catch (error) {
    console.error(`invierte-api: backup failed: ${(error as Error).message}`);
    await record({ ok: false });
    process.exit(1);
  }
}
const { encryptTo, signWith } = await keysOrExit();
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
    ...(encryptTo ? { encryptTo } : {}),
    ...(signWith ? { signWith } : {}),
  });
  const bytes = manifest.files.reduce((sum, f) => sum + f.bytes, 0);
  await record({
    ok: true,
    bytes,
    encrypted: manifest.encryption !== undefined,
    signed: signWith !== undefined,
  });
  console.log(
    `backup written: ${to} (${manifest.engine}, ${manifest.files.length} files, ${bytes} bytes` +
      `${manifest.encryption ? `, encrypted to the key ${manifest.encryption.recipient.slice(0, 16)}…` : ''}` +
      `${signWith ? ', signed' : ''})`,
  );
  if (fileStoreKind(config, manifest.engine) === 's3')
    console.log(`files live in the bucket ${config.files.s3?.bucket}: back it up (or version it) apart`);
} catch (error) {
  await record({ ok: false });
  if (!(error instanceof BackupError)) throw error;
  console.error(`invierte-api: backup failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  await database?.close();
}
