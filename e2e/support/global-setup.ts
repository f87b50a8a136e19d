import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { freePort, startServer, waitForExit } from '../../apps/api/src/test/server-process.ts';
import { snapshotWebDist } from './web-dist.ts';

const apiRoot = fileURLToPath(new URL('../../apps/api', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder the real server migrated and seeded once for this run (see startProduct). */
    seededDataDir: string;
    /** The run's one copy of the web build, which every product serves (support/web-dist.ts). */
    webDistSnapshot: string;
  }
}

/**
 * The API's bundle, built once per run from the source as it is now (docs/decisions/0045), with the
 * journeys' own server: every journey's product runs it, as `npm start` and the image run theirs.
 *
 * Migrating and seeding a fresh embedded database is about half of a product's start. The journeys
 * each still get their own database, but as a copy of one seeded here, once, by the same server
 * entry and seed that `npm start` runs.
 */
export default async function setup(project: TestProject) {
  execFileSync(process.execPath, ['build.mjs', '--tests'], { cwd: apiRoot, stdio: 'inherit' });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'invierte-e2e-seeded-'));
  const port = await freePort();
  const child = await startServer(
    { DATA_DIR: dataDir, SEED: 'true', NODE_ENV: 'production' },
    port,
    'dist/server.js',
  );
  child.kill('SIGTERM');
  // A clean shutdown closes the embedded database, so the folder is consistent to copy.
  const code = await waitForExit(child);
  if (code !== 0) throw new Error(`the seeding server exited with ${code}`);
  project.provide('seededDataDir', dataDir);
  const webCopy = await mkdtemp(path.join(tmpdir(), 'invierte-e2e-web-'));
  await snapshotWebDist(path.join(webCopy, 'dist'));
  project.provide('webDistSnapshot', path.join(webCopy, 'dist'));
  return async () => {
    await rm(dataDir, { recursive: true, force: true });
    await rm(webCopy, { recursive: true, force: true });
  };
}
