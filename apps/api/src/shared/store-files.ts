import { Readable } from 'node:stream';
import type { FileStorage } from '../providers/storage/file-storage.ts';

/**
 * A file's bytes where they are: in memory (a generated PDF, a re-encoded image), or anything that
 * streams them, such as an upload spooled to disk (read-multipart.ts), never read whole here.
 */
export type FileContent = Buffer | { stream(): Readable };

export interface FileToStore {
  key: string;
  content: FileContent;
}

const streamOf = (content: FileContent): Readable =>
  Buffer.isBuffer(content) ? Readable.from([content]) : content.stream();

/**
 * Puts the files, each streamed to the store (decision 0044), then runs the database write that
 * refers to them. If a put or the write fails, the files already put are deleted again, so storage
 * never keeps a file no row points to.
 */
export async function storeFiles<T>(
  storage: FileStorage,
  files: readonly FileToStore[],
  record: () => Promise<T>,
): Promise<T> {
  const put: string[] = [];
  try {
    for (const file of files) {
      // Listed before the put: a half-written file must go too.
      put.push(file.key);
      await storage.putStream(file.key, streamOf(file.content));
    }
    return await record();
  } catch (error) {
    await discardFiles(storage, put);
    throw error;
  }
}

/**
 * Deletes files no longer referenced. Best effort: the caller's outcome (a committed write, or the
 * error being reported) matters more than a leftover file, so a failed delete is not raised.
 */
export async function discardFiles(storage: FileStorage, keys: readonly string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
}
