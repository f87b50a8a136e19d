import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface SpooledFile {
  size: number;
  sha256: string;
  /** The first `headBytes` bytes (fewer for a shorter file). */
  head: Buffer;
}

/**
 * Writes `source` to a new private file (it must not exist yet), hashing it and keeping its first
 * `headBytes` on the way: the size, the SHA-256 and the head of a file of any size in bounded memory
 * (decision 0044: uploads spooled, and the S3 store's bodies before their one PutObject).
 */
export async function spoolToFile(source: Readable, file: string, headBytes = 0): Promise<SpooledFile> {
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let kept = 0;
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, next) {
      hash.update(chunk);
      size += chunk.length;
      if (kept < headBytes) {
        const piece = Buffer.from(chunk.subarray(0, headBytes - kept));
        head.push(piece);
        kept += piece.length;
      }
      next(null, chunk);
    },
  });
  await pipeline(source, tap, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
  return { size, sha256: hash.digest('hex'), head: Buffer.concat(head, kept) };
}
