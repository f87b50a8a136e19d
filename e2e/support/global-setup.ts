import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, startServer, waitForExit } from '../../apps/api/src/test/server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder the real server migrated and seeded once for this run (see startProduct). */
    seededDataDir: string;
  }
}

/**
 * Migrating and seeding a fresh embedded database is about half of a product's start. The journeys
 * each still get their own database, but as a copy of one seeded here, once, by the same server
 * entry and seed that `npm start` runs.
 */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'invierte-e2e-seeded-'));
  const port = await freePort();
  const child = await startServer({ DATA_DIR: dataDir, SEED: 'true', NODE_ENV: 'production' }, port);
  child.kill('SIGTERM');
  // A clean shutdown closes the embedded database, so the folder is consistent to copy.
  const code = await waitForExit(child);
  if (code !== 0) throw new Error(`the seeding server exited with ${code}`);
  project.provide('seededDataDir', dataDir);
  return async () => {
    await rm(dataDir, { recursive: true, force: true });
  };
}
