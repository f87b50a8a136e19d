import { randomBytes, type KeyObject } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { verifyAuditLog } from './contexts/audit/index.ts';
import { reconcileLedger } from './contexts/ledger/index.ts';
import {
  BackupError,
  MANIFEST,
  restoreBackup,
  type BackupManifest,
  type RestoreTarget,
} from './db/backup.ts';
import { createDatabase } from './db/client.ts';
import { onPostgresServer, withDatabase } from './db/postgres-server.ts';

/**
 * A restore drill (docs/deploy.md, "Restore drills"): a backup restored into a scratch database (a
 * new database on a PostgreSQL server, or a temporary embedded one) and a temporary DATA_DIR, then
 * checked as an operator would check it — the ledger reconciles, the audit chain holds row after row
 * — and thrown away. What it measures is what a real restore would take: the drill's time is the
 * restore's.
 */
export interface DrillReport {
  ok: boolean;
  /** The backup's own time (its manifest's), and how old it was when drilled. */
  backupCreatedAt: string;
  backupAgeSeconds: number;
  /** Seconds to restore (checks included). */
  seconds: number;
  ledger: { ok: boolean; accounts: number; transactions: number; entries: number };
  audit: { ok: boolean; rows: number };
}

export async function drillRestore(options: {
  from: string;
  /** A PostgreSQL server to create the scratch database on; the embedded database when absent. */
  serverUrl?: string;
  decryptWith?: KeyObject;
  verifyWith?: KeyObject;
}): Promise<DrillReport> {
  const started = Date.now();
  const engine = await engineOf(options.from);
  if (engine === 'postgres' && !options.serverUrl)
    throw new BackupError('this backup is of PostgreSQL: give a server to drill it on (--on <URL>)');
  if (engine === 'pglite' && options.serverUrl)
    throw new BackupError('this backup is of the embedded database: drill it without --on');
  const work = await mkdtemp(path.join(tmpdir(), 'invierte-restore-drill-'));
  const scratch = options.serverUrl ? `restore_drill_${randomBytes(6).toString('hex')}` : undefined;
  try {
    let target: RestoreTarget = { engine: 'pglite', pgliteDir: path.join(work, 'pglite') };
    if (options.serverUrl && scratch) {
      await onPostgresServer(options.serverUrl, `create database ${scratch}`);
      target = { engine: 'postgres', databaseUrl: withDatabase(options.serverUrl, scratch) };
    }
    const manifest = await restoreBackup({
      from: options.from,
      target,
      dataDir: path.join(work, 'data'),
      ...(options.decryptWith ? { decryptWith: options.decryptWith } : {}),
      ...(options.verifyWith ? { verifyWith: options.verifyWith } : {}),
    });
    const database =
      target.engine === 'postgres'
        ? createDatabase({ databaseUrl: target.databaseUrl })
        : createDatabase({ pgliteDir: target.pgliteDir });
    try {
      const { ok: ledgerOk, accounts, transactions, entries } = await reconcileLedger(database.db);
      // The chain itself: the anchors signed after the backup would read as rows it lacks.
      const { ok: auditOk, rows } = await verifyAuditLog(database.db);
      return {
        ok: ledgerOk && auditOk,
        backupCreatedAt: manifest.createdAt,
        backupAgeSeconds: Math.round((started - Date.parse(manifest.createdAt)) / 1000),
        seconds: (Date.now() - started) / 1000,
        ledger: { ok: ledgerOk, accounts, transactions, entries },
        audit: { ok: auditOk, rows },
      };
    } finally {
      await database.close();
    }
  } finally {
    if (options.serverUrl && scratch)
      await onPostgresServer(options.serverUrl, `drop database if exists ${scratch} with (force)`);
    await rm(work, { recursive: true, force: true });
  }
}

/** The engine the backup's manifest names (the restore checks the rest). */
async function engineOf(folder: string): Promise<BackupManifest['engine']> {
  try {
    return (JSON.parse(await readFile(path.join(folder, MANIFEST), 'utf8')) as BackupManifest).engine;
  } catch {
    throw new BackupError(`no readable ${MANIFEST} in ${folder}: not a backup folder`);
  }
}
