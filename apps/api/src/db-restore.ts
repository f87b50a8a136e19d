import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from './config.ts';
import { BackupError, restoreBackup } from './db/backup.ts';
import { restoreKeys } from './db/key-files.ts';

/**
 * `npm run db:restore -- --from <folder> [--decrypt-with <private key file>] [--verify-with <public
 * key file>]`: restores a backup of `db:backup` into the configured database, which must be empty (a
 * new PostgreSQL database, or a DATA_DIR without an embedded database), and its files into DATA_DIR.
 * Every file's hash is checked, and an encrypted backup's every part opened with the private key
 * (PEM), before anything is written; with `--verify-with` (the backup host's Ed25519 public key, PEM)
 * an unsigned backup, or one signed by another key or altered since, is refused first (decision 0061).
 * Then run `npm run ledger:reconcile` and `npm run audit:verify` on it (docs/deploy.md, "Backups").
 */
const { values } = parseArgs({
  options: {
    from: { type: 'string' },
    'decrypt-with': { type: 'string' },
    'verify-with': { type: 'string' },
  },
});
if (!values.from) {
  console.error('invierte-api: restore needs the backup folder: npm run db:restore -- --from <folder>');
  process.exit(1);
}
// Nothing here signs a token: a placeholder secret keeps the configuration from creating DATA_DIR's
// own secret file, which the backup's would then find in its way.
process.env.JWT_SECRET ??= randomBytes(32).toString('hex');
const { decryptWith, verifyWith } = restoreKeys('restore', values);
const config = loadConfigOrExit();
try {
  const manifest = await restoreBackup({
    from: values.from,
    target: config.databaseUrl
      ? { engine: 'postgres', databaseUrl: config.databaseUrl }
      : { engine: 'pglite', pgliteDir: path.join(config.dataDir, 'pglite') },
    dataDir: config.dataDir,
    ...(decryptWith ? { decryptWith } : {}),
    ...(verifyWith ? { verifyWith } : {}),
  });
  console.log(
    `backup of ${manifest.createdAt} restored (${manifest.engine}, ${manifest.files.length} files checked` +
      `${verifyWith ? ', its signature too' : ''}); ` +
      'now check it: npm run ledger:reconcile && npm run audit:verify',
  );
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(`invierte-api: restore failed: ${error.message}`);
  process.exitCode = 1;
}
