import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { storedFileChunks, storedFiles } from '../../db/schema.ts';
import type { FileStorage } from './file-storage.ts';
import {
  checkedKey,
  ImmutableFileError,
  immutableOf,
  TamperedFileError,
  verified,
  withLength,
  type PutOptions,
} from './storage-rules.ts';

/** The most one row of `stored_file_chunks` holds, and so the most a put or a read holds at once. */
export const CHUNK_BYTES = 1024 * 1024;

/**
 * Chunks cross to the database and back as base64 text, decoded by the database and by Node's own
 * decoder: PGlite turns a BYTEA value into hex and back a byte at a time in JavaScript, about ten
 * times slower (a 1 MiB chunk read in 20 ms instead of 250 ms here), and base64 is shorter than hex.
 */
const bytesFromBase64 = (bytes: Buffer) => sql`decode(${bytes.toString('base64')}, 'base64')`;
const base64Of = sql<string>`encode(${storedFileChunks.bytes}, 'base64')`;

/** The stream's bytes cut into pieces of `size` (the last one may be shorter), one piece held at a time. */
async function* piecesOf(stream: Readable, size: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const chunk of stream) {
    let data = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    while (data.length > 0) {
      const take = Math.min(size - pendingBytes, data.length);
      pending.push(data.subarray(0, take));
      pendingBytes += take;
      data = data.subarray(take);
      if (pendingBytes === size) {
        yield Buffer.concat(pending, size);
        pending = [];
        pendingBytes = 0;
      }
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending, pendingBytes);
}

/**
 * Files in the `stored_files` table, their bytes in `stored_file_chunks` (decisions 0032 and 0044):
 * every API process on the same PostgreSQL reaches every file, and a backup of the database holds
 * them. A put writes the file a chunk at a time in one transaction, so a half-written file is never
 * seen; a read fetches one chunk per query. Neither holds more than a chunk of the file.
 */
export function createDatabaseFileStorage(db: Db): FileStorage {
  const putStream = async (key: string, stream: Readable, options?: PutOptions) => {
    checkedKey(key);
    const contentType = options?.contentType ?? null;
    let attempts = 0;
    try {
      await db.transaction(async (tx) => {
        // The stream is read once: a transaction started over would store what is left of it.
        if (++attempts > 1) throw new Error(`stored file ${key}: its write cannot start over`);
        // Takes the key: a new row, or a mutable one replaced; an immutable row is left as it is and no
        // row comes back. The file is marked immutable only after its chunks, which its trigger guards.
        const placeholder = { size: 0, sha256: '', contentType, immutable: false };
        const taken = await tx
          .insert(storedFiles)
          .values({ key, ...placeholder })
          .onConflictDoUpdate({
            target: storedFiles.key,
            set: { ...placeholder, createdAt: sql`now()` },
            setWhere: sql`not ${storedFiles.immutable}`,
          })
          .returning({ key: storedFiles.key });
        if (taken.length === 0) throw new ImmutableFileError(key);
        await tx.delete(storedFileChunks).where(eq(storedFileChunks.key, key));
        const hash = createHash('sha256');
        let size = 0;
        let seq = 0;
        for await (const bytes of piecesOf(stream, CHUNK_BYTES)) {
          hash.update(bytes);
          size += bytes.length;
          await tx.insert(storedFileChunks).values({ key, seq: seq++, bytes: bytesFromBase64(bytes) });
        }
        await tx
          .update(storedFiles)
          .set({ size, sha256: hash.digest('hex'), immutable: immutableOf(key, options) })
          .where(eq(storedFiles.key, key));
      });
    } catch (error) {
      // A refused or failed put releases its source (an open file, a request body) at once.
      stream.destroy();
      throw error;
    }
  };

  /**
   * The file's chunks in order, one query each, while the file is still the one whose SHA-256 the
   * read began with: a file replaced or deleted meanwhile ends the chunks early, and the caller, who
   * knows the size, reports it.
   */
  async function* chunksOf(key: string, sha256: string): AsyncGenerator<Buffer> {
    for (let last = -1; ;) {
      const [chunk] = await db
        .select({ seq: storedFileChunks.seq, base64: base64Of })
        .from(storedFileChunks)
        .innerJoin(storedFiles, eq(storedFiles.key, storedFileChunks.key))
        .where(
          and(eq(storedFileChunks.key, key), gt(storedFileChunks.seq, last), eq(storedFiles.sha256, sha256)),
        )
        .orderBy(asc(storedFileChunks.seq))
        .limit(1);
      if (!chunk) return;
      last = chunk.seq;
      yield Buffer.from(chunk.base64, 'base64');
    }
  }

  return {
    put: (key, bytes, options) => putStream(key, Readable.from([bytes]), options),
    putStream,
    async get(key) {
      // One statement, so the row and its chunks are of the same moment.
      const rows = await db
        .select({
          sha256: storedFiles.sha256,
          immutable: storedFiles.immutable,
          base64: base64Of,
        })
        .from(storedFiles)
        .leftJoin(storedFileChunks, eq(storedFileChunks.key, storedFiles.key))
        .where(eq(storedFiles.key, checkedKey(key)))
        .orderBy(asc(storedFileChunks.seq));
      const [row] = rows;
      if (!row) return null;
      const bytes = Buffer.concat(rows.flatMap((r) => (r.base64 ? [Buffer.from(r.base64, 'base64')] : [])));
      return row.immutable ? verified(key, bytes, row.sha256) : bytes;
    },
    async getStream(key) {
      checkedKey(key);
      const [row] = await db
        .select({ size: storedFiles.size, sha256: storedFiles.sha256, immutable: storedFiles.immutable })
        .from(storedFiles)
        .where(eq(storedFiles.key, key));
      if (!row) return null;
      const { size, sha256, immutable } = row;
      if (immutable) {
        // A first pass hashes the chunks as they come, so no byte of an altered file leaves.
        const hash = createHash('sha256');
        for await (const bytes of chunksOf(key, sha256)) hash.update(bytes);
        const actual = hash.digest('hex');
        if (actual !== sha256) throw new TamperedFileError(key, sha256, actual);
      }
      async function* sent() {
        const hash = createHash('sha256');
        let count = 0;
        for await (const bytes of chunksOf(key, sha256)) {
          hash.update(bytes);
          count += bytes.length;
          yield bytes;
        }
        if (count !== size || (immutable && hash.digest('hex') !== sha256))
          throw new Error(`stored file ${key} was replaced or deleted while it was read`);
      }
      return withLength(Readable.from(sent()), size);
    },
    async delete(key) {
      // Its chunks go with it (ON DELETE CASCADE).
      await db.delete(storedFiles).where(eq(storedFiles.key, checkedKey(key)));
    },
  };
}
