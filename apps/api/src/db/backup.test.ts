import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
import { BackupError, backupSkips, createBackup, restoreBackup, type RestoreTarget } from './backup.ts';
import { createDatabase, type Database } from './client.ts';
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
let restoredDatabaseName: string | undefined;
let admin: string;
let onboardingId: string;
const originals: Record<'voucher' | 'contract', { id: string; bytes: Buffer; sha256: string }> = {} as never;

const fileUrl = (documentId: string) => `/api/admin/onboarding/${onboardingId}/documents/${documentId}/file`;

async function adminOnPostgres(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
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

  backupDir = path.join(work, 'backup');
  await createBackup({
    source: t.databaseUrl
      ? { engine: 'postgres', databaseUrl: t.databaseUrl }
      : { engine: 'pglite', dump: t.database.dump! },
    dataDir: t.config.dataDir,
    skip: backupSkips(t.config),
    to: backupDir,
  });

  restoredDataDir = path.join(work, 'restored-data');
  if (serverUrl) {
    restoredDatabaseName = `restore_${randomBytes(6).toString('hex')}`;
    await adminOnPostgres(`create database ${restoredDatabaseName}`);
    const url = new URL(serverUrl);
    url.pathname = `/${restoredDatabaseName}`;
    target = { engine: 'postgres', databaseUrl: url.toString() };
  } else {
    target = { engine: 'pglite', pgliteDir: path.join(restoredDataDir, 'pglite') };
  }
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
  if (restoredDatabaseName)
    await adminOnPostgres(`drop database if exists ${restoredDatabaseName} with (force)`);
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
