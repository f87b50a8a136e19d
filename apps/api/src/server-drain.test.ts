import { rm } from 'node:fs/promises';
import { Agent, get } from 'node:http';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { expect, it } from 'vitest';
import { pgliteExtensions } from './db/pglite-extensions.ts';
import { loopbackSmtpServer } from './test/loopback-smtp.ts';
import { heldLogin } from './test/held-request.ts';
import { builtServer, freePort, startServer, waitForExit } from './test/server-process.ts';
import { migratedDataDir } from './test/migrated-data-dir.ts';

/** The `Connection` header of an answer on `agent`'s kept connection. */
function connectionHeader(url: string, agent: Agent): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.headers.connection));
    }).on('error', reject);
  });
}

/**
 * The real server (`src/server.ts`) on SIGTERM with DRAIN_SECONDS: readiness turns false at once
 * while the process still answers, as before, on kept connections; then its port closes, a request
 * still in flight is answered and closes its connection (decision 0069), and it exits cleanly
 * (docs/deploy.md).
 */
it('answers not ready while draining after SIGTERM, keeps serving, then exits 0', async () => {
  const dataDir = await migratedDataDir('invierte-drain-');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(
    { DATA_DIR: dataDir, DATABASE_URL: '', SEED: 'false', DRAIN_SECONDS: '3' },
    port,
    builtServer,
  );
  const balancer = new Agent({ keepAlive: true });
  try {
    expect((await fetch(`${base}/api/ready`)).status).toBe(200);
    expect(await connectionHeader(`${base}/api/public-config`, balancer)).toBe('keep-alive');
    const inFlight = heldLogin(base, { email: 'no-es-un-correo' });
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
    expect(await connectionHeader(`${base}/api/public-config`, balancer)).toBe('keep-alive');
    // Once the drain is over the port is closed: a new connection is refused, nothing sent.
    await expect
      .poll(
        () =>
          fetch(`${base}/api`).then(
            () => 'open',
            (err: Error) => (err.cause as { code?: string })?.code,
          ),
        {
          timeout: 10_000,
          interval: 50,
        },
      )
      .toBe('ECONNREFUSED');
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(3_000);
    // The request in flight is still answered, and its connection closes after it.
    inFlight.finish();
    expect(await inFlight.answered).toEqual({ status: 400, connection: 'close' });
    expect(await exited).toBe(0);
  } finally {
    balancer.destroy();
    server.kill('SIGKILL');
    await waitForExit(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}, 180_000);

/**
 * SIGTERM while an e-mail is with the SMTP server: the process waits for its answer and records the
 * e-mail as sent before the database closes, so a restart does not send it a second time. The e-mail
 * is one a previous process left queued, which a server sends as it starts.
 */
it('records the e-mail it was sending when SIGTERM came before closing the database', async () => {
  const dataDir = await migratedDataDir('invierte-drain-mail-');
  const pgliteDir = path.join(dataDir, 'pglite');
  const stored = await PGlite.create({ dataDir: pgliteDir, extensions: pgliteExtensions });
  await stored.query(`insert into mail_outbox (to_address, subject, text_body, html_body, provider, status,
      next_attempt_at) values ('drain.mail@example.pe', 'Pendiente', 'Hola', '<p>Hola</p>', 'smtp', 'QUEUED', now())`);
  await stored.close();
  const smtp = await loopbackSmtpServer({ holdAnswers: true });
  const port = await freePort();
  const server = await startServer(
    {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED: 'false',
      MAIL_PROVIDER: 'smtp',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
    },
    port,
    builtServer,
  );
  try {
    // The e-mail's body has reached the SMTP server, which has not answered yet.
    await smtp.held();
    const exited = waitForExit(server);
    server.kill('SIGTERM');
    // The process stops listening, then runs its close hooks up to the mail queue's.
    await expect
      .poll(() =>
        fetch(`http://127.0.0.1:${port}/api`).then(
          () => 'open',
          () => 'closed',
        ),
      )
      .toBe('closed');
    await new Promise((resolve) => setTimeout(resolve, 500));
    smtp.release();
    expect(await exited).toBe(0);

    const db = await PGlite.create({ dataDir: pgliteDir, extensions: pgliteExtensions });
    const { rows } = await db.query<{ status: string; attempts: number }>(
      `select status, attempts from mail_outbox where to_address = 'drain.mail@example.pe'`,
    );
    await db.close();
    expect(rows).toEqual([{ status: 'SENT', attempts: 1 }]);
  } finally {
    server.kill('SIGKILL');
    await waitForExit(server);
    await smtp.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}, 180_000);
