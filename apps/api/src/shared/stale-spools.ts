import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** The temporary folders uploads (read-multipart.ts) and S3 bodies (s3-file-storage.ts) are spooled to. */
export const UPLOAD_SPOOL_PREFIX = 'invierte-upload-';
export const S3_SPOOL_PREFIX = 'invierte-s3-';
const SPOOL_PREFIXES = [UPLOAD_SPOOL_PREFIX, S3_SPOOL_PREFIX];

/** Older than this, a spool folder belongs to no request still running: uploads end far sooner. */
export const STALE_SPOOL_MS = 60 * 60 * 1000;

/**
 * Removes the spool folders a process killed mid-request left in `dir` (a request removes its own
 * when it ends, whatever happens, but not when the process dies). Only those older than `maxAgeMs`:
 * other processes on the machine share the folder and may be spooling now. Returns what it removed;
 * a folder it cannot read or remove is left for the next start.
 */
export async function sweepStaleSpools(dir: string, now = Date.now(), maxAgeMs = STALE_SPOOL_MS) {
  const removed: string[] = [];
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return removed;
  }
  for (const name of names) {
    if (!SPOOL_PREFIXES.some((prefix) => name.startsWith(prefix))) continue;
    const folder = path.join(dir, name);
    try {
      const info = await stat(folder);
      if (!info.isDirectory() || now - info.mtimeMs < maxAgeMs) continue;
      await rm(folder, { recursive: true, force: true });
      removed.push(name);
    } catch {
      // Gone meanwhile or not ours to remove: nothing to do.
    }
  }
  return removed;
}
