import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError } from './db/backup-error.ts';
import { recordPruneOutcome } from './db/backup-metrics.ts';
import { DEFAULT_RETENTION, type RetentionPolicy } from './db/backup-retention.ts';
import { DamagedNewestBackup, pruneBackups } from './db/prune-backups.ts';

/**
 * `npm run db:prune-backups -- --in <folder> [--keep-daily 7] [--keep-weekly 5] [--keep-monthly 12]
 * [--dry-run] [--metrics-file <file>]`: deletes the backups under `<folder>` that the retention policy
 * does not keep (docs/deploy.md, "Keeping backups"), after checking the newest one against its
 * manifest. It reads only the backups' folders: no database and none of the API's configuration.
 * With `--metrics-file` the check's outcome is written there for node_exporter's textfile collector
 * (a file of its own, beside the backup's): a damaged newest backup raises InvierteBackupDamaged.
 */
const usage =
  'usage: db:prune-backups --in <folder> [--keep-daily N] [--keep-weekly N] [--keep-monthly N] [--dry-run] [--metrics-file <file>]';
const fail = (message: string, code = 1): never => {
  console.error(`invierte-api: prune failed: ${message}`);
  process.exit(code);
};

let values;
try {
  ({ values } = parseArgs({
    options: {
      in: { type: 'string' },
      'keep-daily': { type: 'string', default: String(DEFAULT_RETENTION.daily) },
      'keep-weekly': { type: 'string', default: String(DEFAULT_RETENTION.weekly) },
      'keep-monthly': { type: 'string', default: String(DEFAULT_RETENTION.monthly) },
      'dry-run': { type: 'boolean', default: false },
      'metrics-file': { type: 'string' },
    },
  }));
} catch (error) {
  fail(`${(error as Error).message}\n${usage}`, 2);
}
const count = (option: 'keep-daily' | 'keep-weekly' | 'keep-monthly'): number => {
  const text = values![option];
  if (!/^\d{1,4}$/.test(text)) fail(`--${option} must be a whole number of 0 or more, not "${text}"`, 2);
  return Number(text);
};
if (!values!.in) fail(`--in <folder> is required\n${usage}`, 2);
const policy: RetentionPolicy = {
  daily: count('keep-daily'),
  weekly: count('keep-weekly'),
  monthly: count('keep-monthly'),
};
const folder = path.resolve(values!.in!);
const dryRun = values!['dry-run'];
const metricsFile = values!['metrics-file'];
/** The check's outcome for Prometheus, when asked for (a dry run records it too: it checked as much). */
const record = async (newestIntact: boolean, count: number, oldest: Date | undefined) => {
  if (metricsFile)
    await recordPruneOutcome(path.resolve(metricsFile), {
      at: new Date(),
      newestIntact,
      kept: count,
      ...(oldest ? { oldest } : {}),
    });
};

try {
  const report = await pruneBackups({ folder, policy, dryRun });
  const remaining = dryRun ? [...report.kept, ...report.deleted] : report.kept;
  const oldest = remaining.map((b) => b.createdAt).sort()[0];
  await record(true, remaining.length, oldest ? new Date(oldest) : undefined);
  const verb = dryRun ? 'would delete' : 'deleted';
  for (const { name, createdAt } of report.deleted) console.log(`${verb} ${name} (${createdAt})`);
  for (const name of report.cleared)
    console.log(`${dryRun ? 'would clear' : 'cleared'} ${name} (a run that did not finish)`);
  for (const name of report.inProgress)
    console.log(`left ${name}: a backup being written, or one that crashed less than a day ago`);
  for (const name of report.ignored) console.log(`left ${name}: not a backup of this product`);
  console.log(
    `${folder}: kept ${report.kept.length} backup(s) (newest ${report.kept[0]?.name ?? 'none'}; ` +
      `${policy.daily} daily, ${policy.weekly} weekly, ${policy.monthly} monthly), ${verb} ${report.deleted.length}`,
  );
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  if (error instanceof DamagedNewestBackup) await record(false, error.present.count, error.present.oldest);
  fail(error.message);
}
