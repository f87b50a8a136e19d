import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { pgliteExtensions } from '../../db/pglite-extensions.ts';
import * as schema from '../../db/schema.ts';
import { createDatabaseFileStorage } from './database-file-storage.ts';
import { sha256Hex } from './storage-rules.ts';

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations');
const MiB = 1024 * 1024;
let scratch = '';
afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

/** The migrations as they were before 0032: the same folder with the journal cut before it. */
async function migrationsBefore0032(): Promise<string> {
  scratch = await mkdtemp(path.join(tmpdir(), 'invierte-migrations-'));
  await cp(migrations, scratch, { recursive: true });
  const journalFile = path.join(scratch, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((e) => e.tag === '0032_stored_file_chunks');
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalFile, JSON.stringify(journal));
  return scratch;
}

it('moves the files stored whole before 0032 into chunks the store reads back, signed ones still checked', async () => {
  const client = new PGlite({ extensions: pgliteExtensions });
  try {
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: await migrationsBefore0032() });
    const files = {
      'avatars/empty.png': Buffer.alloc(0),
      'feedback/small.png': Buffer.from('a small file'),
      'onboarding/x1/contract/signed.pdf': randomBytes(2 * MiB + 5),
    };
    for (const [key, bytes] of Object.entries(files))
      await client.query(
        `insert into stored_files (key, bytes, size, sha256, immutable) values ($1, $2, $3, $4, $5)`,
        [key, bytes, bytes.length, sha256Hex(bytes), key.includes('/contract/')],
      );

    await migrate(db, { migrationsFolder: migrations });

    const chunks = await client.query<{ key: string; seq: number; length: number }>(
      `select key, seq, length(bytes) as length from stored_file_chunks order by key, seq`,
    );
    expect(chunks.rows).toEqual([
      { key: 'feedback/small.png', seq: 0, length: 12 },
      { key: 'onboarding/x1/contract/signed.pdf', seq: 0, length: MiB },
      { key: 'onboarding/x1/contract/signed.pdf', seq: 1, length: MiB },
      { key: 'onboarding/x1/contract/signed.pdf', seq: 2, length: 5 },
    ]);
    const storage = createDatabaseFileStorage(db as unknown as Db);
    for (const [key, bytes] of Object.entries(files)) {
      expect((await storage.get(key))?.equals(bytes)).toBe(true);
      const stream = await storage.getStream(key);
      const read: Buffer[] = [];
      for await (const chunk of stream ?? []) read.push(chunk as Buffer);
      expect(Buffer.concat(read).equals(bytes)).toBe(true);
    }
  } finally {
    await client.close();
  }
});
