import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';

/**
 * What `db:backup --metrics-file <file>` leaves for Prometheus (docs/deploy.md, "Backups and
 * restore"): the outcome of the last backups in the text format that node_exporter's textfile
 * collector reads, so that a backup that stopped running or failed raises an alert
 * (deploy/prometheus/alerts.yml, InvierteBackupStale and InvierteBackupFailed), and one written in
 * plain or unsigned raises a ticket (InvierteBackupUnencrypted, InvierteBackupUnsigned). Each run
 * rewrites the file whole, keeping what it does not know: a failure keeps the last success's values.
 */
export const backupMetricNames = {
  lastSuccess: 'invierte_backup_last_success_timestamp_seconds',
  lastFailure: 'invierte_backup_last_failure_timestamp_seconds',
  bytes: 'invierte_backup_size_bytes',
  encrypted: 'invierte_backup_encrypted',
  signed: 'invierte_backup_signed',
  duration: 'invierte_backup_duration_seconds',
} as const;

type Name = keyof typeof backupMetricNames;

const help: Record<Name, string> = {
  lastSuccess: 'When the last backup that finished whole finished (Unix seconds).',
  lastFailure: 'When the last backup that failed stopped (Unix seconds).',
  bytes: 'Bytes of the last backup that finished whole (its manifest).',
  encrypted: '1 when the last backup that finished whole was encrypted to a public key, else 0.',
  signed: '1 when the last backup that finished whole was signed by its host, else 0.',
  duration: 'Seconds the last backup ran, whole or failed.',
};

export type BackupOutcome =
  | { ok: true; at: Date; seconds: number; bytes: number; encrypted: boolean; signed: boolean }
  | { ok: false; at: Date; seconds: number };

/** The values the file holds now (none when it does not exist). */
async function previous(file: string): Promise<Partial<Record<Name, number>>> {
  if (!existsSync(file)) return {};
  const text = await readFile(file, 'utf8');
  const values: Partial<Record<Name, number>> = {};
  for (const [key, name] of Object.entries(backupMetricNames) as Array<[Name, string]>) {
    const line = text.split('\n').find((l) => l.startsWith(`${name} `));
    const value = Number(line?.slice(name.length + 1));
    if (line && Number.isFinite(value)) values[key] = value;
  }
  return values;
}

export async function recordBackupOutcome(file: string, outcome: BackupOutcome): Promise<void> {
  const at = outcome.at.getTime() / 1000;
  const values = {
    ...(await previous(file)),
    ...(outcome.ok
      ? {
          lastSuccess: at,
          bytes: outcome.bytes,
          encrypted: outcome.encrypted ? 1 : 0,
          signed: outcome.signed ? 1 : 0,
        }
      : { lastFailure: at }),
    duration: outcome.seconds,
  };
  await writeGauges(
    file,
    (Object.keys(backupMetricNames) as Name[])
      .filter((key) => values[key] !== undefined)
      .map((key) => ({ name: backupMetricNames[key], help: help[key], value: values[key]! })),
  );
}

/** Gauges in the textfile collector's format, the file replaced whole. */
export async function writeGauges(
  file: string,
  gauges: Array<{ name: string; help: string; value: number }>,
): Promise<void> {
  const text = gauges
    .map(({ name, help, value }) => `# HELP ${name} ${help}\n# TYPE ${name} gauge\n${name} ${value}\n`)
    .join('');
  // The collector may read at any moment: it sees the old file or the new one, never half of one.
  await writeFile(`${file}.tmp`, text);
  await rename(`${file}.tmp`, file);
}

/**
 * What `db:prune-backups --metrics-file <file>` leaves for Prometheus (a file of its own beside the
 * backup's): when it last checked the backups' folder, whether the newest backup then matched its
 * manifest (InvierteBackupDamaged when not), how many backups are kept and how far back the oldest
 * reaches.
 */
export const pruneMetricNames = {
  checked: 'invierte_backup_check_timestamp_seconds',
  newestIntact: 'invierte_backup_newest_intact',
  kept: 'invierte_backups_kept',
  oldest: 'invierte_backup_oldest_timestamp_seconds',
} as const;

export async function recordPruneOutcome(
  file: string,
  outcome: { at: Date; newestIntact: boolean; kept: number; oldest?: Date },
): Promise<void> {
  const seconds = (at: Date) => at.getTime() / 1000;
  await writeGauges(file, [
    {
      name: pruneMetricNames.checked,
      help: 'When db:prune-backups last checked the backups (Unix seconds).',
      value: seconds(outcome.at),
    },
    {
      name: pruneMetricNames.newestIntact,
      help: '1 when the newest backup matched its manifest at the last check, else 0.',
      value: outcome.newestIntact ? 1 : 0,
    },
    { name: pruneMetricNames.kept, help: 'Backups kept after the last prune.', value: outcome.kept },
    ...(outcome.oldest
      ? [
          {
            name: pruneMetricNames.oldest,
            help: 'When the oldest backup kept was taken (Unix seconds): how far back a restore can go.',
            value: seconds(outcome.oldest),
          },
        ]
      : []),
  ]);
}
