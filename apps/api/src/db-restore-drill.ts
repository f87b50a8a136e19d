import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError } from './db/backup-error.ts';
import { recordDrillOutcome } from './db/backup-metrics.ts';
import { restoreKeys } from './db/key-files.ts';
import { drillRestore } from './restore-drill.ts';

/**
 * `npm run db:restore-drill -- --from <backup> [--on <PostgreSQL server URL>] [--decrypt-with <private
 * key>] [--verify-with <public key>] [--metrics-file <file>]`: restores the backup into a scratch
 * database (a new one on that server, dropped after; the embedded database when no server is given)
 * and a temporary DATA_DIR, checks the ledger and the audit chain on it, and throws it all away
 * (docs/deploy.md, "Restore drills"). Prints the report as JSON; exit 1 when the restore or a check
 * fails. It reads none of the API's configuration: it never touches the deployment's database.
 */
const { values } = parseArgs({
  options: {
    from: { type: 'string' },
    on: { type: 'string' },
    'decrypt-with': { type: 'string' },
    'verify-with': { type: 'string' },
    'metrics-file': { type: 'string' },
  },
});
if (!values.from) {
  console.error('invierte-api: drill needs the backup folder: npm run db:restore-drill -- --from <folder>');
  process.exit(2);
}
const keys = restoreKeys('drill', values);
const metricsFile = values['metrics-file'] ? path.resolve(values['metrics-file']) : undefined;
try {
  const report = await drillRestore({
    from: path.resolve(values.from),
    ...(values.on ? { serverUrl: values.on } : {}),
    ...keys,
  });
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  if (metricsFile)
    await recordDrillOutcome(
      metricsFile,
      report.ok
        ? { ok: true, at: new Date(), seconds: report.seconds, backupAgeSeconds: report.backupAgeSeconds }
        : { ok: false, at: new Date() },
    );
  process.exitCode = report.ok ? 0 : 1;
} catch (error) {
  if (metricsFile) await recordDrillOutcome(metricsFile, { ok: false, at: new Date() });
  if (!(error instanceof BackupError)) throw error;
  console.error(`invierte-api: drill failed: ${error.message}`);
  process.exitCode = 1;
}
