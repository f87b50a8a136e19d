import { execFile } from 'node:child_process';
import { createHash, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { auditAnchors } from '../contexts/audit/audit/audit-anchors.ts';
import { verifyAuditLog } from '../contexts/audit/audit/verify-audit-log.ts';
import { call, twoAdmins } from '../contexts/customers/onboarding-review/review-test-kit.ts';
import { reconcileLedger } from '../contexts/ledger/ledger/reconcile-ledger.ts';
import { seedDemoStory } from '../seed/seed-story.ts';
import { demoTokens } from '../test/accounts.ts';
import { makePng, multipart } from '../test/images.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import {
  BackupError,
  backupSkips,
  createBackup,
  restoreBackup,
  type BackupManifest,
  type RestoreTarget,
} from './backup.ts';
import { createDatabase, type Database } from './client.ts';
import { onPostgresServer, withDatabase } from './postgres-server.ts';
import { drillMetricNames } from './backup-metrics.ts';
import { drillRestore } from '../restore-drill.ts';
import { sample } from '../test/metrics-text.ts';
import { onboardings, users } from './schema.ts';

/**
 * A backup taken after real money operations and documents, restored into a new database (a new
 * PostgreSQL database on TEST_DATABASE_URL's server, a new embedded data folder otherwise) and opened
 * by an API started on it: the ledger reconciles, the audit chain verifies against the anchors kept
 * apart, and a deposit voucher and a signed contract come back through the routes byte for byte.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
let t: TestApp;
let work: string;
let backupDir: string;
let restoredDataDir: string;
let target: RestoreTarget;
let restored: { app: FastifyInstance; database: Database } | undefined;
/** The PostgreSQL databases the tests restored into, dropped at the end. */
const restoreDatabases: string[] = [];
let admin: string;
let onboardingId: string;
const originals: Record<'voucher' | 'contract', { id: string; bytes: Buffer; sha256: string }> = {} as never;

const fileUrl = (documentId: string) => `/api/admin/onboarding/${onboardingId}/documents/${documentId}/file`;

const adminOnPostgres = (statement: string) => onPostgresServer(serverUrl!, statement);

/** The test app's state backed up into `to`, sealed to `encryptTo` and signed with `signWith` when given. */
const backUp = (to: string, keys: { encryptTo?: KeyObject; signWith?: KeyObject } = {}) =>
  createBackup({
    source: t.databaseUrl
      ? { engine: 'postgres', databaseUrl: t.databaseUrl }
      : { engine: 'pglite', dump: t.database.dump! },
    dataDir: t.config.dataDir,
    skip: backupSkips(t.config),
    to,
    ...keys,
  });

/** Somewhere new and empty to restore into: a database on TEST_DATABASE_URL's server, or a PGlite folder. */
async function newRestoreTarget(dataDir: string): Promise<RestoreTarget> {
  if (!serverUrl) return { engine: 'pglite', pgliteDir: path.join(dataDir, 'pglite') };
  const name = `restore_${randomBytes(6).toString('hex')}`;
  await adminOnPostgres(`create database ${name}`);
  restoreDatabases.push(name);
  return { engine: 'postgres', databaseUrl: withDatabase(serverUrl, name) };
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  work = await mkdtemp(path.join(tmpdir(), 'invierte-backup-'));
  await seedDemoStory(t.ctx, t.app.log);
  const req = call(t);
  ({ admin } = (await demoTokens(t, ['admin'])) as { admin: string });
  // The demo story's request waiting in verification, with its contract signed.
  const [rocio] = await t.db
    .select({ id: onboardings.id })
    .from(onboardings)
    .innerJoin(users, eq(users.id, onboardings.userId))
    .where(eq(users.email, 'verificacion@invierte.pe'));
  onboardingId = rocio!.id;

  // A deposit voucher uploaded through the investor's route.
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'verificacion@invierte.pe', password: 'Demo2026' },
    remoteAddress: '10.9.9.8',
  });
  const body = multipart({ onboardingId }, [
    { name: 'files[]', filename: 'transferencia.png', type: 'image/png', bytes: makePng(64, 48) },
  ]);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `/api/onboarding/${onboardingId}/deposit`,
    headers: { authorization: `Bearer ${login.json().data.accessToken}`, 'content-type': body.contentType },
    payload: body.payload,
    remoteAddress: '10.9.9.9',
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);

  // Money: the request approved by two administrators (quotas credited, a journal posted).
  const { maker, checker } = await twoAdmins(t);
  for (const who of [maker, checker]) {
    const approved = await req(who, 'POST', '/api/admin/onboarding/approve', { idOnboarding: onboardingId });
    expect(approved.statusCode, approved.body).toBeLessThan(300);
  }

  const list = await req(admin, 'GET', `/api/admin/onboarding/${onboardingId}/documents`);
  expect(list.statusCode, list.body).toBe(200);
  const documents = list.json().data.items as Array<{
    id: string;
    kind: string;
    fileName: string;
    sha256: string;
  }>;
  for (const [name, kind] of [
    ['voucher', 'VOUCHER'],
    ['contract', 'CONTRACT'],
  ] as const) {
    const document = documents.find(
      (d) => d.kind === kind && (kind !== 'VOUCHER' || d.fileName === 'transferencia.png'),
    )!;
    const res = await req(admin, 'GET', fileUrl(document.id));
    expect(res.statusCode, res.body).toBe(200);
    originals[name] = { id: document.id, bytes: res.rawPayload, sha256: document.sha256 };
  }
  // The chain's head signed as an anchor, outside the database, as `npm run audit:verify` does.
  expect((await verifyAuditLog(t.db, { anchors: auditAnchors(t.config), anchorHead: true })).ok).toBe(true);

  // The plain and the encrypted backups are compared file by file: the mail queued above is sent
  // now, and the sender (whose 30-second sweep could write a mail between the two) stops.
  await t.ctx.live.settled();
  t.ctx.mail.sendDue();
  await t.ctx.mail.close();

  backupDir = path.join(work, 'backup');
  await backUp(backupDir);

  restoredDataDir = path.join(work, 'restored-data');
  target = await newRestoreTarget(restoredDataDir);
  await restoreBackup({ from: backupDir, target, dataDir: restoredDataDir });

  const database =
    target.engine === 'postgres'
      ? createDatabase({ databaseUrl: target.databaseUrl })
      : createDatabase({ pgliteDir: target.pgliteDir });
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'warn', JWT_SECRET: t.config.jwtSecret, DATA_DIR: restoredDataDir },
    {},
  );
  restored = { app: await buildApp({ config, database }), database };
  await restored.app.ready();
});

afterAll(async () => {
  await restored?.app.close();
  await restored?.database.close();
  for (const name of restoreDatabases) await adminOnPostgres(`drop database if exists ${name} with (force)`);
  await t?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('a backup restored into a new database', () => {
  it('needs no migration, and its ledger reconciles to the same balances as the original', async () => {
    const db = restored!.database;
    await db.migrate();
    const [original, copy] = [await reconcileLedger(t.db), await reconcileLedger(db.db)];
    expect(copy.ok).toBe(true);
    expect(copy).toEqual(original);
  });

  it('keeps an audit chain that verifies against the anchors signed before the backup', async () => {
    const anchors = auditAnchors(t.config);
    expect(await anchors.store.list()).not.toHaveLength(0);
    const verification = await verifyAuditLog(restored!.database.db, { anchors });
    expect(verification).toMatchObject({ ok: true, broken: null });
    expect(verification.rows).toBe((await verifyAuditLog(t.db)).rows);
  });

  it('opens the deposit voucher and the signed contract through the routes, byte for byte', async () => {
    for (const name of ['voucher', 'contract'] as const) {
      const res = await restored!.app.inject({
        method: 'GET',
        url: fileUrl(originals[name].id),
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(res.statusCode, `${name}: ${res.body.slice(0, 200)}`).toBe(200);
      expect(res.rawPayload.equals(originals[name].bytes), name).toBe(true);
    }
  });

  it('refuses to restore over data, and a damaged backup, changing nothing', async () => {
    await expect(restoreBackup({ from: backupDir, target, dataDir: restoredDataDir })).rejects.toThrow(
      target.engine === 'postgres'
        ? /the target database is not empty/
        : /the embedded database folder already exists/,
    );
    const damaged = path.join(work, 'damaged');
    await cp(backupDir, damaged, { recursive: true });
    const dump = (await readdir(damaged)).find((f) => f.startsWith('database.'))!;
    const bytes = await readFile(path.join(damaged, dump));
    const middle = bytes.length >> 1;
    bytes.writeUInt8(bytes.readUInt8(middle) ^ 0xff, middle);
    await writeFile(path.join(damaged, dump), bytes);
    const fresh = path.join(work, 'fresh');
    const freshTarget: RestoreTarget =
      target.engine === 'postgres' ? target : { engine: 'pglite', pgliteDir: path.join(fresh, 'pglite') };
    const refused = restoreBackup({ from: damaged, target: freshTarget, dataDir: fresh });
    await expect(refused).rejects.toBeInstanceOf(BackupError);
    await expect(refused).rejects.toThrow(`${dump} does not match its SHA-256 in the manifest`);
    expect(await readdir(work)).not.toContain('fresh');
  });
});

describe('a backup encrypted to a public key and signed by its host', () => {
  const recipient = generateKeyPairSync('rsa', { modulusLength: 3072 });
  const host = generateKeyPairSync('ed25519');
  let sealedDir: string;
  let sealedData: string;
  let sealedTarget: RestoreTarget;
  beforeAll(async () => {
    sealedDir = path.join(work, 'encrypted');
    await backUp(sealedDir, { encryptTo: recipient.publicKey, signWith: host.privateKey });
    sealedData = path.join(work, 'encrypted-restored');
    sealedTarget = await newRestoreTarget(sealedData);
  });
  const manifestOf = async (folder: string) =>
    JSON.parse(await readFile(path.join(folder, 'manifest.json'), 'utf8')) as BackupManifest;

  it('holds each part of the plain backup sealed, none of it in the clear', async () => {
    const plain = await manifestOf(backupDir);
    const sealed = await manifestOf(sealedDir);
    expect(sealed.encryption?.recipient).toMatch(/^[0-9a-f]{64}$/);
    expect(sealed.files.map((f) => f.path).sort()).toEqual(plain.files.map((f) => `${f.path}.sealed`).sort());
    for (const file of plain.files) {
      // The dump's header (PGDMP, or gzip's) and each file's first bytes (a PNG's, a PDF's) are gone.
      const head = (await readFile(path.join(backupDir, file.path))).subarray(0, 16);
      const stored = await readFile(path.join(sealedDir, `${file.path}.sealed`));
      expect(stored.includes(head), file.path).toBe(false);
    }
  });

  it('restores with its private key only, signed by its host, into a new database whose ledger reconciles as the original', async () => {
    const attempt = (decryptWith?: KeyObject, from = sealedDir) =>
      restoreBackup({
        from,
        target: sealedTarget,
        dataDir: sealedData,
        verifyWith: host.publicKey,
        ...(decryptWith ? { decryptWith } : {}),
      });
    await expect(attempt()).rejects.toThrow(
      'this backup is encrypted: give the private key it was encrypted to (--decrypt-with <file>)',
    );
    await expect(attempt(generateKeyPairSync('rsa', { modulusLength: 3072 }).privateKey)).rejects.toThrow(
      /^this backup was encrypted to another key/,
    );
    expect(existsSync(sealedData)).toBe(false);

    // A backup its host did not sign (anyone with the public key can seal one) is refused.
    await expect(attempt(recipient.privateKey, backupDir)).rejects.toThrow(/^this backup is not signed/);
    expect(existsSync(sealedData)).toBe(false);

    // Someone who can write the backup's folder alters the contract and writes its new hash in the
    // manifest: the hashes agree, but the signature does not, nor (unchecked) does the seal open.
    const forged = path.join(work, 'forged');
    await cp(sealedDir, forged, { recursive: true });
    const manifest = await manifestOf(forged);
    const contract = manifest.files.find((f) => f.path.endsWith('.pdf.sealed')) ?? manifest.files[0]!;
    const bytes = await readFile(path.join(forged, contract.path));
    bytes[bytes.length >> 1] = (bytes[bytes.length >> 1] ?? 0) ^ 0x01;
    await writeFile(path.join(forged, contract.path), bytes);
    contract.sha256 = createHash('sha256').update(bytes).digest('hex');
    await writeFile(path.join(forged, 'manifest.json'), JSON.stringify(manifest));
    await expect(attempt(recipient.privateKey, forged)).rejects.toThrow(
      'the manifest does not match its signature: it was altered after the backup',
    );
    await expect(
      restoreBackup({
        from: forged,
        target: sealedTarget,
        dataDir: sealedData,
        decryptWith: recipient.privateKey,
      }),
    ).rejects.toThrow(`does not open with this backup's key: it was altered`);
    expect(existsSync(sealedData)).toBe(false);

    await attempt(recipient.privateKey);
    const database =
      sealedTarget.engine === 'postgres'
        ? createDatabase({ databaseUrl: sealedTarget.databaseUrl })
        : createDatabase({ pgliteDir: sealedTarget.pgliteDir });
    try {
      const copy = await reconcileLedger(database.db);
      expect(copy.ok).toBe(true);
      expect(copy).toEqual(await reconcileLedger(t.db));
    } finally {
      await database.close();
    }
    // DATA_DIR's files came back as they were (the plain backup's copies of them).
    const plainData = (await manifestOf(backupDir)).files.filter((f) => f.path.startsWith('data/'));
    for (const file of plainData) {
      const restoredFile = await readFile(path.join(sealedData, file.path.slice('data/'.length)));
      expect(createHash('sha256').update(restoredFile).digest('hex'), file.path).toBe(file.sha256);
    }
  });
});

describe('a restore drill', () => {
  const recipient = generateKeyPairSync('rsa', { modulusLength: 3072 });
  const host = generateKeyPairSync('ed25519');
  let sealedDir: string;
  beforeAll(async () => {
    sealedDir = path.join(work, 'drilled');
    await backUp(sealedDir, { encryptTo: recipient.publicKey, signWith: host.privateKey });
  });
  /** The scratch databases left on the server (none once a drill is over). */
  async function scratchDatabases(): Promise<string[]> {
    if (!serverUrl) return [];
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>(
        "select datname from pg_database where datname like 'restore_drill_%'",
      );
      return rows.map((r) => r.datname);
    } finally {
      await client.end();
    }
  }

  it('restores an encrypted, signed backup into a scratch database, checks it as the original, and leaves nothing', async () => {
    const report = await drillRestore({
      from: sealedDir,
      ...(serverUrl ? { serverUrl } : {}),
      decryptWith: recipient.privateKey,
      verifyWith: host.publicKey,
    });
    const [ledger, audit] = [await reconcileLedger(t.db), await verifyAuditLog(t.db)];
    expect(report).toMatchObject({
      ok: true,
      ledger: {
        ok: true,
        accounts: ledger.accounts,
        transactions: ledger.transactions,
        entries: ledger.entries,
      },
      audit: { ok: true, rows: audit.rows },
    });
    expect(report.seconds).toBeGreaterThan(0);
    expect(report.backupAgeSeconds).toBeGreaterThanOrEqual(0);
    expect(await scratchDatabases()).toEqual([]);

    // Without the key it was sealed to, or the host's signature, the drill fails as a restore would.
    await expect(drillRestore({ from: sealedDir, ...(serverUrl ? { serverUrl } : {}) })).rejects.toThrow(
      /^this backup is encrypted/,
    );
    await expect(
      drillRestore({
        from: backupDir,
        ...(serverUrl ? { serverUrl } : {}),
        verifyWith: host.publicKey,
      }),
    ).rejects.toThrow(/^this backup is not signed/);
    expect(await scratchDatabases()).toEqual([]);
  });

  it('records each drill for Prometheus from the bundled command, a failure keeping the last success', async () => {
    const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    const metricsFile = path.join(work, 'drill.prom');
    const drill = (from: string) =>
      promisify(execFile)(
        process.execPath,
        ['dist/db-restore-drill.js', '--from', from, ...(serverUrl ? ['--on', serverUrl] : [])].concat([
          '--metrics-file',
          metricsFile,
        ]),
        { cwd: apiRoot },
      ).then(
        ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
    const passed = await drill(backupDir);
    expect(passed.code, passed.stderr).toBe(0);
    expect(JSON.parse(passed.stdout)).toMatchObject({ ok: true, ledger: { ok: true }, audit: { ok: true } });
    const first = await readFile(metricsFile, 'utf8');
    const success = sample(first, drillMetricNames.lastSuccess)!;
    expect(success).toBeGreaterThan(0);
    expect(sample(first, drillMetricNames.duration)).toBeGreaterThan(0);
    expect(sample(first, drillMetricNames.lastFailure)).toBeUndefined();

    // One byte of the dump changed: the drill stops before restoring anything.
    const damaged = path.join(work, 'drill-damaged');
    await cp(backupDir, damaged, { recursive: true });
    const dump = (await readdir(damaged)).find((f) => f.startsWith('database.'))!;
    const bytes = await readFile(path.join(damaged, dump));
    bytes[bytes.length >> 1] = (bytes[bytes.length >> 1] ?? 0) ^ 0xff;
    await writeFile(path.join(damaged, dump), bytes);
    const failed = await drill(damaged);
    expect(failed).toMatchObject({ code: 1, stderr: expect.stringMatching(/^invierte-api: drill failed: /) });
    const second = await readFile(metricsFile, 'utf8');
    expect(sample(second, drillMetricNames.lastFailure)).toBeGreaterThanOrEqual(success);
    expect(sample(second, drillMetricNames.lastSuccess)).toBe(success);
    expect(await scratchDatabases()).toEqual([]);
  });
});
