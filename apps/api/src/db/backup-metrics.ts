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

/** The values of `names` the file holds now (none when it does not exist). */
async function previous<K extends string>(
  file: string,
  names: Record<K, string>,
): Promise<Partial<Record<K, number>>> {
  if (!existsSync(file)) return {};
  const text = await readFile(file, 'utf8');
  const values: Partial<Record<K, number>> = {};
  for (const [key, name] of Object.entries(names) as Array<[K, string]>) {
    const line = text.split('\n').find((l) => l.startsWith(`${name} `));
    const value = Number(line?.slice(name.length + 1));
    if (line && Number.isFinite(value)) values[key] = value;
  }
  return values;
}

/** Rewrites the file with `changes` over the values it held, each gauge with its help. */
async function updateGauges<K extends string>(
  file: string,
  names: Record<K, string>,
  helpOf: Record<K, string>,
  changes: Partial<Record<K, number>>,
): Promise<void> {
  const values = { ...(await previous(file, names)), ...changes };
  await writeGauges(
    file,
    (Object.keys(names) as K[])
      .filter((key) => values[key] !== undefined)
      .map((key) => ({ name: names[key], help: helpOf[key], value: values[key]! })),
  );
}

export async function recordBackupOutcome(file: string, outcome: BackupOutcome): Promise<void> {
  const at = outcome.at.getTime() / 1000;
  await updateGauges<Name>(file, backupMetricNames, help, {
    ...(outcome.ok
      ? {
          lastSuccess: at,
          bytes: outcome.bytes,
          encrypted: outcome.encrypted ? 1 : 0,
          signed: outcome.signed ? 1 : 0,
        }
      : { lastFailure: at }),
    duration: outcome.seconds,
  });
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

/**
 * What `db:restore-drill --metrics-file <file>` leaves for Prometheus: when the last drill passed and
 * when one last failed (InvierteRestoreDrillFailed, InvierteRestoreDrillStale), and of the last that
 * passed, how long the restore took and how old the backup was. A failure keeps the last success's.
 */
export const drillMetricNames = {
  lastSuccess: 'invierte_restore_drill_last_success_timestamp_seconds',
  lastFailure: 'invierte_restore_drill_last_failure_timestamp_seconds',
  duration: 'invierte_restore_drill_duration_seconds',
  backupAge: 'invierte_restore_drill_backup_age_seconds',
} as const;

type DrillName = keyof typeof drillMetricNames;

const drillHelp: Record<DrillName, string> = {
  lastSuccess: 'When the last restore drill that passed finished (Unix seconds).',
  lastFailure: 'When the last restore drill that failed stopped (Unix seconds).',
  duration: 'Seconds the last passing drill took to restore and check the backup.',
  backupAge: 'How old the backup was when the last passing drill restored it (seconds).',
};

export async function recordDrillOutcome(
  file: string,
  outcome: { ok: true; at: Date; seconds: number; backupAgeSeconds: number } | { ok: false; at: Date },
): Promise<void> {
  const at = outcome.at.getTime() / 1000;
  await updateGauges<DrillName>(
    file,
    drillMetricNames,
    drillHelp,
    outcome.ok
      ? { lastSuccess: at, duration: outcome.seconds, backupAge: outcome.backupAgeSeconds }
      : { lastFailure: at },
  );
}
