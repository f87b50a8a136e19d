import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sample } from '../test/metrics-text.ts';
import { BACKUP_FORMAT, MANIFEST, type BackupManifest } from './backup.ts';
import { pruneMetricNames } from './backup-metrics.ts';
import { BackupError } from './backup-error.ts';
import { pruneBackups } from './prune-backups.ts';

/**
 * `db:prune-backups` on a backups folder as the nightly cron line leaves it: whole backups (each a
 * manifest and the dump it lists), a crashed run's half-written folder, one being written now, and
 * things that are not backups. The backups are small but real: the newest is checked against its
 * manifest before anything is deleted.
 */
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let folder: string;

/** A whole backup in `folder/name`, taken at `createdAt`. */
async function backupAt(name: string, createdAt: string) {
  const dir = path.join(folder, name);
  await mkdir(dir);
  const dump = Buffer.from(`dump of ${createdAt}`);
  await writeFile(path.join(dir, 'database.pgdump'), dump);
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    engine: 'postgres',
    createdAt,
    files: [
      {
        path: 'database.pgdump',
        bytes: dump.length,
        sha256: createHash('sha256').update(dump).digest('hex'),
      },
    ],
  };
  await writeFile(path.join(dir, MANIFEST), JSON.stringify(manifest));
}

/** A folder last changed `hoursAgo` (before the real time: the command runs on it too). */
async function aged(name: string, hoursAgo: number) {
  await mkdir(path.join(folder, name, 'data'), { recursive: true });
  const at = new Date(Date.now() - hoursAgo * 3_600_000);
  await utimes(path.join(folder, name), at, at);
}

const listing = async () => (await readdir(folder)).sort();

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'invierte-backups-'));
  // Twenty nights, 2026-11-14 to 2026-12-03, each at 07:00 UTC.
  for (let day = 14; day <= 33; day++) {
    const date = new Date(Date.UTC(2026, 10, day, 7));
    await backupAt(date.toISOString().slice(0, 10), date.toISOString());
  }
  await aged('2026-11-20.partial', 13 * 24); // a run that crashed long ago
  await aged('2026-12-03T11.partial', 1); // perhaps being written now
  await aged('2026-11-25.deleting', 200); // an interrupted prune's
  await mkdir(path.join(folder, 'lost+found'));
  await writeFile(path.join(folder, 'README'), 'backups of invierte, nightly\n');
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

const policy = { daily: 3, weekly: 2, monthly: 2 };
/** What it keeps: the last three nights, the newest of ISO week 48 (Sunday the 29th) and of November (the 30th). */
const keptNights = ['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03'];
const others = ['2026-12-03T11.partial', 'README', 'lost+found'];

describe('pruning the backups folder', () => {
  it('in a dry run, says what it would delete and changes nothing', async () => {
    const before = await listing();
    const report = await pruneBackups({ folder, policy, dryRun: true });
    expect(report.kept.map((b) => b.name)).toEqual([...keptNights].reverse());
    expect(report.kept[0]).toEqual({
      name: '2026-12-03',
      createdAt: '2026-12-03T07:00:00.000Z',
      keptFor: ['newest', 'daily', 'weekly', 'monthly'],
    });
    expect(report.deleted).toHaveLength(15);
    expect(report.cleared).toEqual(['2026-11-20.partial', '2026-11-25.deleting']);
    expect(report.inProgress).toEqual(['2026-12-03T11.partial']);
    expect(report.ignored).toEqual(['README', 'lost+found']);
    expect(await listing()).toEqual(before);
  });

  it('deletes what the policy does not keep, and clears what crashed runs left', async () => {
    const report = await pruneBackups({ folder, policy });
    expect(report.deleted.map((b) => b.name)).toContain('2026-11-14');
    expect(await listing()).toEqual([...keptNights, ...others].sort());
    // Run again: nothing more to do.
    const again = await pruneBackups({ folder, policy });
    expect(again.deleted).toEqual([]);
    expect(again.cleared).toEqual([]);
  });

  it('deletes nothing when the newest backup does not match its manifest', async () => {
    await writeFile(path.join(folder, '2026-12-03', 'database.pgdump'), 'truncated');
    const before = await listing();
    const refused = pruneBackups({ folder, policy });
    await expect(refused).rejects.toBeInstanceOf(BackupError);
    await expect(refused).rejects.toThrow(
      'the newest backup, 2026-12-03, does not check against its manifest (database.pgdump does not match its SHA-256 in the manifest: the backup is damaged): nothing deleted',
    );
    expect(await listing()).toEqual(before);
  });
});

describe('npm run db:prune-backups', () => {
  const prune = (...args: string[]) =>
    promisify(execFile)(process.execPath, ['dist/db-prune-backups.js', ...args], { cwd: apiRoot }).then(
      ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it('refuses a missing folder or a count that is not one, with one line and nothing deleted', async () => {
    const before = await listing();
    expect(await prune('--keep-daily', '7')).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/^invierte-api: prune failed: --in <folder> is required\nusage: /),
    });
    expect(await prune('--in', folder, '--keep-weekly', 'four')).toMatchObject({
      code: 2,
      stderr: 'invierte-api: prune failed: --keep-weekly must be a whole number of 0 or more, not "four"\n',
    });
    expect(await prune('--in', path.join(folder, 'nowhere'))).toMatchObject({
      code: 1,
      stderr: `invierte-api: prune failed: no backups folder to read at ${path.join(folder, 'nowhere')}\n`,
    });
    expect(await listing()).toEqual(before);
  });

  it('prunes with the default policy, a line for each backup deleted, and says so to Prometheus', async () => {
    const metricsFile = path.join(path.dirname(folder), `${path.basename(folder)}.prom`);
    const before = Date.now() / 1000;
    const { code, stdout } = await prune('--in', folder, '--metrics-file', metricsFile);
    expect(code).toBe(0);
    // Seven nights (the 27th to the 3rd), and the newest of ISO weeks 46 and 47 (the 15th, the 22nd).
    const kept = ['2026-11-15', '2026-11-22', '2026-11-27', '2026-11-28', ...keptNights];
    expect(await listing()).toEqual([...kept, ...others].sort());
    expect(stdout).toContain('deleted 2026-11-14 (2026-11-14T07:00:00.000Z)\n');
    expect(stdout).toContain('cleared 2026-11-20.partial (a run that did not finish)\n');
    expect(stdout).toContain(
      `${folder}: kept 9 backup(s) (newest 2026-12-03; 7 daily, 5 weekly, 12 monthly), deleted 11\n`,
    );
    const metrics = await readFile(metricsFile, 'utf8');
    await rm(metricsFile);
    expect(sample(metrics, pruneMetricNames.newestIntact)).toBe(1);
    expect(sample(metrics, pruneMetricNames.kept)).toBe(9);
    expect(sample(metrics, pruneMetricNames.oldest)).toBe(Date.parse('2026-11-15T07:00:00Z') / 1000);
    expect(sample(metrics, pruneMetricNames.checked)).toBeGreaterThanOrEqual(Math.floor(before));
  });

  it('stops at a damaged newest backup with exit 1, and tells Prometheus it is damaged', async () => {
    const metricsFile = path.join(path.dirname(folder), `${path.basename(folder)}.prom`);
    await writeFile(path.join(folder, '2026-12-03', 'database.pgdump'), 'truncated');
    const before = await listing();
    expect(await prune('--in', folder, '--metrics-file', metricsFile)).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(
        /^invierte-api: prune failed: the newest backup, 2026-12-03, .*: nothing deleted\n$/,
      ),
    });
    expect(await listing()).toEqual(before);
    const metrics = await readFile(metricsFile, 'utf8');
    await rm(metricsFile);
    expect(sample(metrics, pruneMetricNames.newestIntact)).toBe(0);
    expect(sample(metrics, pruneMetricNames.kept)).toBe(20);
    expect(sample(metrics, pruneMetricNames.oldest)).toBe(Date.parse('2026-11-14T07:00:00Z') / 1000);
  });
});
