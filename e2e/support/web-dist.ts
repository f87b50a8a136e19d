import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyTree } from './copy-tree.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webDist = path.join(repoRoot, 'apps/web/dist');

/** True when every file the build's manifest names is in `dist` (a copy made mid-build is not). */
async function isCompleteBuild(dist: string): Promise<boolean> {
  try {
    const manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string }
    >;
    return (
      existsSync(path.join(dist, 'index.html')) &&
      Object.values(manifest).every((chunk) => existsSync(path.join(dist, chunk.file)))
    );
  } catch {
    return false;
  }
}

/**
 * A private copy of the built web app, taken once per run (global-setup.ts) and only read by the
 * products: another `npm run build:web` on this machine empties apps/web/dist, and a page must not
 * lose its chunks in the middle of a journey.
 */
export async function snapshotWebDist(target: string): Promise<void> {
  if (!existsSync(path.join(webDist, 'index.html')))
    throw new Error('apps/web/dist is missing: run `npm run build:web` first (npm run test:e2e does).');
  const deadline = Date.now() + 60_000;
  for (;;) {
    await rm(target, { recursive: true, force: true });
    await copyTree(webDist, target);
    if (await isCompleteBuild(target)) return;
    if (Date.now() > deadline) throw new Error('apps/web/dist stayed incomplete for 60 s');
    // A build is being written right now; take the copy once it is done.
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
