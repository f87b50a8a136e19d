import { rm } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { freePort, startServer, waitForExit } from './test/server-process.ts';
import { migratedDataDir } from './test/migrated-data-dir.ts';

/**
 * The real server (`src/server.ts`) on SIGTERM with DRAIN_SECONDS: readiness turns false at once
 * while the process still answers, and it exits cleanly once the drain is over (docs/deploy.md).
 */
it('answers not ready while draining after SIGTERM, keeps serving, then exits 0', async () => {
  const dataDir = await migratedDataDir('invierte-drain-');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(
    { DATA_DIR: dataDir, DATABASE_URL: '', SEED: 'false', DRAIN_SECONDS: '3' },
    port,
  );
  try {
    expect((await fetch(`${base}/api/ready`)).status).toBe(200);
    const exited = waitForExit(server);
    const signalled = Date.now();
    server.kill('SIGTERM');
    // The signal is handled asynchronously: readiness is off within a moment.
    await expect.poll(async () => (await fetch(`${base}/api/ready`)).status, { timeout: 2_000 }).toBe(503);
    const body = (await (await fetch(`${base}/api/ready`)).json()) as { errors: Array<{ field: string }> };
    expect(body.errors.map((e) => e.field)).toEqual(['draining']);
    // Still serving while the balancer notices: liveness and a public call answer.
    expect((await fetch(`${base}/api`)).status).toBe(200);
    expect((await fetch(`${base}/api/public-config`)).status).toBe(200);
    expect(await exited).toBe(0);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(3_000);
  } finally {
    server.kill('SIGKILL');
    await waitForExit(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}, 180_000);
