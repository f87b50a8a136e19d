import { readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { BACKUP_FORMAT, MANIFEST, verifyBackup, type BackupManifest } from './backup.ts';
import { BackupError } from './backup-error.ts';
import { backupsToKeep, type DatedBackup, type KeptFor, type RetentionPolicy } from './backup-retention.ts';

/** A backup left half-written this long ago is a crashed run's, not one being written now. */
export const STALE_PARTIAL_MS = 24 * 60 * 60_000;
/** A backup being deleted is renamed so first: an interrupted prune leaves no half-deleted "backup". */
const DELETING = '.deleting';
const PARTIAL = '.partial';

/** The newest backup does not match its manifest: nothing was deleted. */
export class DamagedNewestBackup extends BackupError {
  constructor(
    message: string,
    /** The backups the folder holds, all kept: how many, and the oldest's time. */
    readonly present: { count: number; oldest: Date | undefined },
  ) {
    super(message);
  }
}

export interface PruneReport {
  kept: Array<{ name: string; createdAt: string; keptFor: KeptFor[] }>;
  deleted: Array<{ name: string; createdAt: string }>;
  /** Half-written backups of crashed runs (older than a day) and half-deleted ones, removed. */
  cleared: string[];
  /** Half-written backups younger than a day, left: a backup may be writing one right now. */
  inProgress: string[];
  /** What the folder holds that is not a backup of this product, left alone. */
  ignored: string[];
}

/**
 * Deletes the backups in `folder` that `policy` does not keep (backup-retention.ts), once the newest
 * one has been checked whole against its manifest: a damaged newest backup stops it with nothing
 * deleted. `dryRun` reports what it would do and changes nothing.
 */
export async function pruneBackups(options: {
  folder: string;
  policy: RetentionPolicy;
  dryRun?: boolean;
}): Promise<PruneReport> {
  const now = Date.now();
  let entries;
  try {
    entries = await readdir(options.folder, { withFileTypes: true });
  } catch {
    throw new BackupError(`no backups folder to read at ${options.folder}`);
  }
  const report: PruneReport = { kept: [], deleted: [], cleared: [], inProgress: [], ignored: [] };
  const backups: Array<DatedBackup & { manifest: BackupManifest }> = [];
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const full = path.join(options.folder, entry.name);
    if (!entry.isDirectory()) report.ignored.push(entry.name);
    else if (entry.name.endsWith(DELETING)) report.cleared.push(entry.name);
    else if (entry.name.endsWith(PARTIAL)) {
      const age = now - (await stat(full)).mtime.getTime();
      (age > STALE_PARTIAL_MS ? report.cleared : report.inProgress).push(entry.name);
    } else {
      const manifest = await manifestIn(full);
      if (manifest) backups.push({ name: entry.name, createdAt: new Date(manifest.createdAt), manifest });
      else report.ignored.push(entry.name);
    }
  }

  backups.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const newest = backups[0]?.name;
  if (newest)
    try {
      await verifyBackup(path.join(options.folder, newest));
    } catch (error) {
      throw new DamagedNewestBackup(
        `the newest backup, ${newest}, does not check against its manifest (${(error as Error).message}): nothing deleted`,
        { count: backups.length, oldest: backups.at(-1)?.createdAt },
      );
    }
  const kept = backupsToKeep(backups, options.policy);
  for (const backup of backups) {
    const createdAt = backup.manifest.createdAt;
    const keptFor = kept.get(backup.name);
    if (keptFor) report.kept.push({ name: backup.name, createdAt, keptFor });
    else report.deleted.push({ name: backup.name, createdAt });
  }
  if (options.dryRun) return report;

  for (const name of report.cleared)
    await rm(path.join(options.folder, name), { recursive: true, force: true });
  for (const { name } of report.deleted) {
    const full = path.join(options.folder, name);
    await rename(full, `${full}${DELETING}`);
    await rm(`${full}${DELETING}`, { recursive: true, force: true });
  }
  return report;
}

/** The folder's manifest when it is one of this product's backups (with a valid date), else null. */
async function manifestIn(folder: string): Promise<BackupManifest | null> {
  try {
    const manifest = JSON.parse(await readFile(path.join(folder, MANIFEST), 'utf8')) as BackupManifest;
    if (manifest.format !== BACKUP_FORMAT || Number.isNaN(Date.parse(manifest.createdAt))) return null;
    return manifest;
  } catch {
    return null;
  }
}
