import { createPrivateKey, randomBytes, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from './config.ts';
import { BackupError, restoreBackup } from './db/backup.ts';

/**
 * `npm run db:restore -- --from <folder> [--decrypt-with <private key file>]`: restores a backup of
 * `db:backup` into the configured database, which must be empty (a new PostgreSQL database, or a
 * DATA_DIR without an embedded database), and its files into DATA_DIR. Every file's hash is checked,
 * and an encrypted backup's every part opened with the private key (PEM), before anything is written.
 * Then run `npm run ledger:reconcile` and `npm run audit:verify` on it (docs/deploy.md, "Backups").
 */
const { values } = parseArgs({
  options: { from: { type: 'string' }, 'decrypt-with': { type: 'string' } },
});
if (!values.from) {
  console.error('invierte-api: restore needs the backup folder: npm run db:restore -- --from <folder>');
  process.exit(1);
}
// Nothing here signs a token: a placeholder secret keeps the configuration from creating DATA_DIR's
// own secret file, which the backup's would then find in its way.
process.env.JWT_SECRET ??= randomBytes(32).toString('hex');
let decryptWith: KeyObject | undefined;
if (values['decrypt-with'])
  try {
    decryptWith = createPrivateKey(readFileSync(values['decrypt-with']));
  } catch (error) {
    console.error(
      `invierte-api: restore failed: --decrypt-with ${values['decrypt-with']} is no readable private key (${(error as Error).message})`,
    );
    process.exit(1);
  }
const config = loadConfigOrExit();
try {
  const manifest = await restoreBackup({
    from: values.from,
    target: config.databaseUrl
      ? { engine: 'postgres', databaseUrl: config.databaseUrl }
      : { engine: 'pglite', pgliteDir: path.join(config.dataDir, 'pglite') },
    dataDir: config.dataDir,
    ...(decryptWith ? { decryptWith } : {}),
  });
  console.log(
    `backup of ${manifest.createdAt} restored (${manifest.engine}, ${manifest.files.length} files checked); ` +
      'now check it: npm run ledger:reconcile && npm run audit:verify',
  );
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(`invierte-api: restore failed: ${error.message}`);
  process.exitCode = 1;
}
