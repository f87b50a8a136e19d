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
  const text = (Object.keys(backupMetricNames) as Name[])
    .filter((key) => values[key] !== undefined)
    .map(
      (key) =>
        `# HELP ${backupMetricNames[key]} ${help[key]}\n# TYPE ${backupMetricNames[key]} gauge\n` +
        `${backupMetricNames[key]} ${values[key]}\n`,
    )
    .join('');
  // The collector may read at any moment: it sees the old file or the new one, never half of one.
  await writeFile(`${file}.tmp`, text);
  await rename(`${file}.tmp`, file);
}
