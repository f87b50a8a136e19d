import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './file-storage.ts';
import { isImmutableKey, SAFE_KEY, sha256Hex, TamperedFileError } from './storage-rules.ts';

export interface MigrationSummary {
  moved: number;
  alreadyThere: number;
  failed: number;
}

async function* filesUnder(root: string, folder = ''): AsyncGenerator<string> {
  let entries;
  try {
    entries = await readdir(path.join(root, folder), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* filesUnder(root, relative);
    else if (entry.isFile()) yield relative;
  }
}

/** The hash the local store recorded beside an immutable file, if any. */
async function recordedHash(file: string): Promise<string | null> {
  try {
    return (await readFile(`${file}.sha256`, 'utf8')).trim();
  } catch {
    return null;
  }
}

/**
 * Copies every file of an uploads folder into `target` and reads each back to compare SHA-256s
 * (`npm run files:migrate -w apps/api`, docs/deploy.md). One line per file, then a summary. A file
 * already in the target with the same hash is left as it is, so a second run changes nothing; the
 * folder is never changed, so it stays as the fallback until the operator removes it.
 */
export async function migrateUploads(
  uploadsDir: string,
  target: FileStorage,
  print: (line: string) => void,
): Promise<MigrationSummary> {
  const summary: MigrationSummary = { moved: 0, alreadyThere: 0, failed: 0 };
  const fail = (key: string, why: string) => {
    summary.failed += 1;
    print(`FAILED  ${key}  ${why}`);
  };
  for await (const key of filesUnder(uploadsDir)) {
    // The local store's own bookkeeping: hash files beside immutable ones, half-written temporaries.
    if (key.endsWith('.sha256') || key.endsWith('.tmp')) continue;
    if (!SAFE_KEY.test(key)) {
      fail(key, 'not a key the API makes; left in place');
      continue;
    }
    const file = path.join(uploadsDir, key);
    const bytes = await readFile(file);
    const sha256 = sha256Hex(bytes);
    const recorded = await recordedHash(file);
    if (recorded && recorded !== sha256) {
      fail(key, `altered on disk: recorded ${recorded}, found ${sha256}`);
      continue;
    }
    try {
      const existing = await target.get(key);
      if (existing && sha256Hex(existing) === sha256) {
        summary.alreadyThere += 1;
        print(`OK      ${key}  already there  sha256 ${sha256}`);
        continue;
      }
      if (existing && isImmutableKey(key)) {
        fail(key, `the store holds other bytes for this signed file (sha256 ${sha256Hex(existing)})`);
        continue;
      }
      await target.put(key, bytes);
      const copied = await target.get(key);
      const copiedSha256 = copied ? sha256Hex(copied) : 'nothing';
      if (copiedSha256 !== sha256) {
        fail(key, `read back ${copiedSha256}, expected ${sha256}`);
        continue;
      }
      summary.moved += 1;
      print(`MOVED   ${key}  ${bytes.length} bytes  sha256 ${sha256}`);
    } catch (error) {
      if (error instanceof TamperedFileError)
        fail(key, `the store's copy is altered (sha256 ${error.actualSha256})`);
      else fail(key, (error as Error).message);
    }
  }
  print(
    `${summary.moved + summary.alreadyThere + summary.failed} files: ${summary.moved} moved, ` +
      `${summary.alreadyThere} already there, ${summary.failed} failed`,
  );
  return summary;
}
