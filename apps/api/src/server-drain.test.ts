import { rm } from 'node:fs/promises';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { expect, it } from 'vitest';
import { pgliteExtensions } from './db/pglite-extensions.ts';
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
  const smtp = await holdingSmtpServer();
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
  );
  try {
    // The e-mail's body has reached the SMTP server, which has not answered yet.
    await smtp.messageHeld;
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
    smtp.answer();
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

/** A loopback SMTP server that takes one message and answers its end only when told to. */
async function holdingSmtpServer() {
  let held!: () => void;
  const messageHeld = new Promise<void>((resolve) => (held = resolve));
  let answer = () => undefined as void;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    const say = (line: string) => socket.write(`${line}\r\n`);
    let buffer = '';
    let inData = false;
    say('220 loopback ESMTP');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('latin1');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line !== '.') continue;
          inData = false;
          answer = () => say('250 queued as loopback-1');
          held();
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'DATA') inData = true;
        say({ EHLO: '250 loopback', DATA: '354 end with a dot', QUIT: '221 bye' }[verb] ?? '250 ok');
        if (verb === 'QUIT') socket.end();
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    messageHeld,
    answer: () => answer(),
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
