import type { FileStorage } from '../providers/storage/file-storage.ts';

export interface FileToStore {
  key: string;
  bytes: Buffer;
}

/**
 * Puts the files, then runs the database write that refers to them. If a put or the write fails,
 * the files already put are deleted again, so storage never keeps a file no row points to.
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
      await storage.put(file.key, file.bytes);
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
