import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { storedFiles } from '../../db/schema.ts';
import { databaseCopy } from '../../test/test-app.ts';
import { createDatabaseFileStorage } from './database-file-storage.ts';
import { createLocalFileStorage } from './local-file-storage.ts';
import { migrateUploads } from './migrate-uploads.ts';
import { sha256Hex } from './storage-rules.ts';

let sourceDir: string;
let targetDir: string;
beforeAll(async () => {
  sourceDir = await mkdtemp(path.join(tmpdir(), 'invierte-migrate-from-'));
  targetDir = await mkdtemp(path.join(tmpdir(), 'invierte-migrate-to-'));
});
afterAll(async () => {
  await rm(sourceDir, { recursive: true, force: true });
  await rm(targetDir, { recursive: true, force: true });
});

const contract = 'onboarding/0f0e/contract/c1.pdf';

describe('files:migrate', () => {
  it('moves each file and verifies it by hash, one line each and a summary; a second run moves nothing', async () => {
    const source = createLocalFileStorage(sourceDir);
    await source.put('avatars/a1.png', Buffer.from('avatar'));
    await source.put(contract, Buffer.from('%PDF signed'));
    await writeFile(path.join(sourceDir, 'uploads', 'Notes.TXT'), 'left by hand');
    const target = createLocalFileStorage(targetDir);

    const lines: string[] = [];
    const first = await migrateUploads(path.join(sourceDir, 'uploads'), target, (l) => lines.push(l));
    expect(first).toEqual({ moved: 2, alreadyThere: 0, failed: 1 });
    expect(lines).toEqual([
      'FAILED  Notes.TXT  not a key the API makes; left in place',
      `MOVED   avatars/a1.png  6 bytes  sha256 ${sha256Hex(Buffer.from('avatar'))}`,
      `MOVED   ${contract}  11 bytes  sha256 ${sha256Hex(Buffer.from('%PDF signed'))}`,
      '3 files: 2 moved, 0 already there, 1 failed',
    ]);
    expect((await target.get(contract))?.toString()).toBe('%PDF signed');
    // Still immutable where it went.
    await expect(target.put(contract, Buffer.from('other'))).rejects.toThrow(/immutable/);

    const again: string[] = [];
    expect(await migrateUploads(path.join(sourceDir, 'uploads'), target, (l) => again.push(l))).toEqual({
      moved: 0,
      alreadyThere: 2,
      failed: 1,
    });
    expect(again.at(-1)).toBe('3 files: 0 moved, 2 already there, 1 failed');
  });

  it('moves a folder into the database (PostgreSQL on the PostgreSQL run), each file checked by hash', async () => {
    const from = await mkdtemp(path.join(tmpdir(), 'invierte-migrate-db-'));
    const copy = await databaseCopy(inject('databaseTemplates').migrated);
    const database = copy.connect();
    try {
      await database.migrate();
      const voucher = 'onboarding/0f0e/vouchers/v1.png';
      await createLocalFileStorage(from).put(voucher, Buffer.from('voucher'));
      await createLocalFileStorage(from).put(contract, Buffer.from('%PDF signed'));
      const lines: string[] = [];
      const target = createDatabaseFileStorage(database.db);
      const summary = await migrateUploads(path.join(from, 'uploads'), target, (l) => lines.push(l));
      expect(summary).toEqual({ moved: 2, alreadyThere: 0, failed: 0 });
      expect(lines).toContain(`MOVED   ${voucher}  7 bytes  sha256 ${sha256Hex(Buffer.from('voucher'))}`);
      const rows = await database.db
        .select({ key: storedFiles.key, sha256: storedFiles.sha256, immutable: storedFiles.immutable })
        .from(storedFiles);
      expect(rows.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
        { key: contract, sha256: sha256Hex(Buffer.from('%PDF signed')), immutable: true },
        { key: voucher, sha256: sha256Hex(Buffer.from('voucher')), immutable: false },
      ]);
    } finally {
      await database.close();
      await copy.drop();
      await rm(from, { recursive: true, force: true });
    }
  });

  it('refuses to move a signed file altered on disk since it was written', async () => {
    const file = path.join(sourceDir, 'uploads', 'onboarding/0f0e/contract/c2.pdf');
    await createLocalFileStorage(sourceDir).put('onboarding/0f0e/contract/c2.pdf', Buffer.from('%PDF two'));
    await writeFile(file, Buffer.from('%PDF t0o'));
    const lines: string[] = [];
    const target = createLocalFileStorage(targetDir);
    const summary = await migrateUploads(path.join(sourceDir, 'uploads'), target, (l) => lines.push(l));
    expect(summary.failed).toBe(2);
    expect(lines).toContain(
      `FAILED  onboarding/0f0e/contract/c2.pdf  altered on disk: recorded ${sha256Hex(Buffer.from('%PDF two'))}, found ${sha256Hex(await readFile(file))}`,
    );
    expect(await target.get('onboarding/0f0e/contract/c2.pdf')).toBeNull();
  });
});
