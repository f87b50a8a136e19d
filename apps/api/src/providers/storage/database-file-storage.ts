import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { storedFiles } from '../../db/schema.ts';
import type { FileStorage } from './file-storage.ts';
import {
  checkedKey,
  ImmutableFileError,
  immutableOf,
  sha256Hex,
  TamperedFileError,
  verified,
  withLength,
  type PutOptions,
} from './storage-rules.ts';

/** How much of a file one query of getStream reads: a download never holds a large file whole. */
const CHUNK_BYTES = 1024 * 1024;

/**
 * Files in the `stored_files` table (decision 0032): every API process on the same PostgreSQL
 * reaches every file, and a backup of the database holds them. A file is one BYTEA value, so a put
 * holds it whole (PostgreSQL takes a value in one statement); reads stream it in chunks.
 */
export function createDatabaseFileStorage(db: Db): FileStorage {
  const put = async (key: string, bytes: Buffer, options?: PutOptions) => {
    checkedKey(key);
    const row = {
      key,
      bytes,
      size: bytes.length,
      sha256: sha256Hex(bytes),
      contentType: options?.contentType ?? null,
      immutable: immutableOf(key, options),
    };
    // An immutable row is left as it is: no row comes back, and the put is refused.
    const written = await db
      .insert(storedFiles)
      .values(row)
      .onConflictDoUpdate({
        target: storedFiles.key,
        set: { ...row, createdAt: sql`now()` },
        setWhere: sql`not ${storedFiles.immutable}`,
      })
      .returning({ key: storedFiles.key });
    if (written.length === 0) throw new ImmutableFileError(key);
  };

  return {
    put,
    async putStream(key, stream, options) {
      checkedKey(key);
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
      await put(key, Buffer.concat(chunks), options);
    },
    async get(key) {
      const [row] = await db
        .select({ bytes: storedFiles.bytes, sha256: storedFiles.sha256, immutable: storedFiles.immutable })
        .from(storedFiles)
        .where(eq(storedFiles.key, checkedKey(key)));
      if (!row) return null;
      return row.immutable ? verified(key, row.bytes, row.sha256) : row.bytes;
    },
    async getStream(key) {
      checkedKey(key);
      // The database hashes an immutable file itself, so it is checked without crossing the wire twice.
      const [row] = await db
        .select({
          size: storedFiles.size,
          sha256: storedFiles.sha256,
          immutable: storedFiles.immutable,
          actual: sql<
            string | null
          >`case when ${storedFiles.immutable} then encode(sha256(${storedFiles.bytes}), 'hex') end`,
        })
        .from(storedFiles)
        .where(eq(storedFiles.key, key));
      if (!row) return null;
      if (row.immutable && row.actual !== row.sha256)
        throw new TamperedFileError(key, row.sha256, row.actual ?? '');
      const size = row.size;
      async function* chunks() {
        for (let offset = 0; offset < size; offset += CHUNK_BYTES) {
          const [part] = await db
            .select({
              bytes:
                sql<Buffer>`substring(${storedFiles.bytes} from ${offset + 1} for ${CHUNK_BYTES})`.mapWith(
                  storedFiles.bytes,
                ),
            })
            .from(storedFiles)
            .where(eq(storedFiles.key, key));
          if (!part) throw new Error(`stored file ${key} was deleted while it was read`);
          yield part.bytes;
        }
      }
      return withLength(Readable.from(chunks()), size);
    },
    async delete(key) {
      await db.delete(storedFiles).where(eq(storedFiles.key, checkedKey(key)));
    },
  };
}
