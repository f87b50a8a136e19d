import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * Copies a folder's contents with the system's `cp -R`: Node's recursive `fs.cp` walks it in JavaScript, a
 * promise per file, and took 1.1–1.7 s for the seeded data folder (1,300 files, 43 MB) or the web
 * build where `cp` takes 0.2–0.4 s. Every journey file copies one of them as its product starts.
 */
/** `to` becomes a copy of `from`, whether or not it exists already (as with `fs.cp`). */
export async function copyTree(from: string, to: string): Promise<void> {
  await promisify(execFile)('cp', ['-R', `${from}/.`, to]);
}
