import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { onboardingFiles } from '../../db/schema.ts';
import type { FileStorage } from './file-storage.ts';
import { isImmutableKey, TamperedFileError, verified, withLength } from './storage-rules.ts';

/** The SHA-256 recorded for a file when it was generated for signing, if a row records one. */
export type RecordedHash = (key: string) => Promise<string | null>;

/** The hash onboarding_files recorded for a contract, annex or certificate (create-contract.ts). */
export const onboardingFileHash =
  (db: Db): RecordedHash =>
  async (key) => {
    const [row] = await db
      .select({ sha256: onboardingFiles.sha256 })
      .from(onboardingFiles)
      .where(eq(onboardingFiles.fileKey, key))
      .limit(1);
    return row?.sha256 ?? null;
  };

/**
 * Checks every read of an immutable file against the hash recorded at signing, on top of the
 * store's own check (which covers files that had no row yet, and files moved by files:migrate),
 * and reports each altered file once to operations before the caller sees the refusal.
 */
export function withSigningHashes(
  storage: FileStorage,
  recordedHash: RecordedHash,
  onTampered: (error: TamperedFileError) => void,
): FileStorage {
  const reported = async <T>(read: () => Promise<T>): Promise<T> => {
    try {
      return await read();
    } catch (error) {
      if (error instanceof TamperedFileError) onTampered(error);
      throw error;
    }
  };
  const get = (key: string) =>
    reported(async () => {
      const bytes = await storage.get(key);
      if (!bytes || !isImmutableKey(key)) return bytes;
      const expected = await recordedHash(key);
      return expected ? verified(key, bytes, expected) : bytes;
    });
  return {
    put: (key, bytes, options) => storage.put(key, bytes, options),
    putStream: (key, stream, options) => storage.putStream(key, stream, options),
    delete: (key) => storage.delete(key),
    get,
    async getStream(key) {
      if (!isImmutableKey(key)) return reported(() => storage.getStream(key));
      const bytes = await get(key);
      return bytes ? withLength(Readable.from([bytes]), bytes.length) : null;
    },
  };
}
