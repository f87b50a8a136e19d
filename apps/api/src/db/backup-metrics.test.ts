import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migratedDataDir } from '../test/migrated-data-dir.ts';
import { sample } from '../test/metrics-text.ts';
import { backupMetricNames } from './backup-metrics.ts';

/**
 * `db:backup --metrics-file`, as cron would run it on the backup host (the command's bundle, as the
 * image ships it): each outcome lands in the file node_exporter's textfile collector reads, so the
 * alerts on backups (deploy/prometheus/alerts.yml) see a backup that failed or stopped running.
 */
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let dataDir = '';
const folder = path.join(tmpdir(), `invierte-backup-metrics-${process.pid}`);
const to = path.join(folder, 'nightly');
const metricsFile = path.join(folder, 'invierte_backup.prom');

beforeAll(async () => {
  dataDir = await migratedDataDir('invierte-backup-metrics-data-');
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const backup = () =>
  promisify(execFile)(
    process.execPath,
    ['--enable-source-maps', 'dist/db-backup.js', '--to', to, '--metrics-file', metricsFile],
    { cwd: apiRoot, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' } },
  ).then(
    () => 0,
    (error: { code?: number; stderr?: string }) => {
      expect(error.stderr).toContain('invierte-api: backup failed: backup folder already exists');
      return error.code;
    },
  );

it('records a whole backup’s time and size, then a failed one beside it, keeping the last success', async () => {
  const before = Date.now() / 1000;
  expect(await backup()).toBe(0);
  const after = Date.now() / 1000;
  const first = await readFile(metricsFile, 'utf8');
  const success = sample(first, backupMetricNames.lastSuccess)!;
  expect(success).toBeGreaterThanOrEqual(Math.floor(before));
  expect(success).toBeLessThanOrEqual(after);
  const manifest = JSON.parse(await readFile(path.join(to, 'manifest.json'), 'utf8')) as {
    files: Array<{ bytes: number }>;
  };
  expect(sample(first, backupMetricNames.bytes)).toBe(manifest.files.reduce((sum, f) => sum + f.bytes, 0));
  expect(sample(first, backupMetricNames.duration)).toBeGreaterThan(0);
  // No --encrypt-to: said, for InvierteBackupUnencrypted.
  expect(sample(first, backupMetricNames.encrypted)).toBe(0);
  // No --sign-with either: said, for InvierteBackupUnsigned.
  expect(sample(first, backupMetricNames.signed)).toBe(0);
  expect(sample(first, backupMetricNames.lastFailure)).toBeUndefined();
  expect(first).toContain(`# TYPE ${backupMetricNames.lastSuccess} gauge`);

  // The same folder again: the command refuses it (exit 1) and says so in the file.
  expect(await backup()).toBe(1);
  const second = await readFile(metricsFile, 'utf8');
  expect(sample(second, backupMetricNames.lastSuccess)).toBe(success);
  expect(sample(second, backupMetricNames.bytes)).toBe(sample(first, backupMetricNames.bytes));
  expect(sample(second, backupMetricNames.encrypted)).toBe(0);
  expect(sample(second, backupMetricNames.signed)).toBe(0);
  expect(sample(second, backupMetricNames.lastFailure)).toBeGreaterThan(success);
});
