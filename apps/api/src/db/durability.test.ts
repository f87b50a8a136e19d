import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { builtServer, freePort, startServer, waitForExit } from '../test/server-process.ts';
import { migratedDataDir } from '../test/migrated-data-dir.ts';
import { tokenFromMail, validRegistration } from '../test/test-app.ts';

/**
 * The embedded database must keep every committed write when the process dies without warning.
 * PostgreSQL is durable by itself; this runs on the PGlite default the README's `npm start` uses.
 */
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('embedded database durability', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const d of dirs) await rm(d, { recursive: true, force: true });
  });

  it('keeps committed data across SIGKILL and restart, and shuts down cleanly on SIGTERM', async () => {
    const dataDir = await migratedDataDir('invierte-durability-');
    dirs.push(dataDir);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = { DATA_DIR: dataDir, SEED: 'false' };
    const json = (body: unknown) => ({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

    let server = await startServer(env, port, builtServer);
    const reg = await fetch(
      `${base}/api/auth/register`,
      json(validRegistration({ email: 'durable@example.pe' })),
    );
    expect(reg.status).toBe(201);
    const mailDir = path.join(dataDir, 'mail');
    const [file] = await readdir(mailDir);
    const token = tokenFromMail(await readFile(path.join(mailDir, file ?? ''), 'utf8'));
    const verified = await fetch(`${base}/api/auth/verify-email`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(verified.status).toBe(200);

    server.kill('SIGKILL');
    await waitForExit(server);

    server = await startServer(env, port, builtServer);
    const login = await fetch(
      `${base}/api/auth/login`,
      json({ email: 'durable@example.pe', password: 'Segura2026' }),
    );
    expect(login.status).toBe(200);
    // The verification was committed too: the spent link stays spent.
    const reuse = await fetch(`${base}/api/auth/verify-email`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(reuse.status).toBe(400);

    server.kill('SIGTERM');
    expect(await waitForExit(server)).toBe(0);
  }, 120_000);
});
