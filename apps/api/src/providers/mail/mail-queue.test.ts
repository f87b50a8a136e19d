import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { MailMessage, MailProvider } from './mail-provider.ts';
import { MAIL_ATTEMPTS } from './mail-queue.ts';
import { createMailService } from './mail-service.ts';
import { createOutboxMailProvider } from './outbox-mail-provider.ts';

const message = (to: string): MailMessage => ({
  to,
  subject: 'Recibimos tu solicitud de rescate',
  text: `Hola ${to}`,
  html: `<p>Hola ${to}</p>`,
});

/** A provider that records what it sent and fails while `failing` is set. */
function fakeProvider() {
  const sent: string[] = [];
  const provider: MailProvider & { failing: boolean; sent: string[] } = {
    name: 'smtp',
    failing: false,
    sent,
    async send(m) {
      if (provider.failing) throw new Error('El servidor de correo no responde');
      sent.push(m.to);
      return { providerMessageId: `<${m.to}>`, filePath: null };
    },
  };
  return provider;
}

const rowOf = async (t: TestApp, to: string) => {
  const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
  return row;
};

describe('the mail queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Only the queues made here send in this file.
    await t.ctx.mail.close();
  });
  afterAll(() => t.close());

  it('sends a stored file named by its key, and retries while the file is missing', async () => {
    const stored = new Map<string, Buffer>();
    const mail = createMailService(t.db, outboxOf(t), {
      now: () => t.clock.now,
      readFile: async (key) => stored.get(key) ?? null,
    });
    const attached: MailMessage = {
      ...message('cola.adjunto@example.pe'),
      storedAttachments: [
        {
          key: 'investor-documents/u/statement.pdf',
          filename: 'estado-de-cuenta.pdf',
          contentType: 'application/pdf',
        },
      ],
    };
    await t.db.transaction((tx) => mail.queue(tx, [attached]));
    await mail.settled();
    const waiting = await rowOf(t, 'cola.adjunto@example.pe');
    expect(waiting).toMatchObject({ status: 'QUEUED', attempts: 1 });
    expect(waiting!.lastError).toContain('investor-documents/u/statement.pdf');

    stored.set('investor-documents/u/statement.pdf', Buffer.from('%PDF-1.7 estado'));
    await t.db
      .update(mailOutbox)
      .set({ nextAttemptAt: t.clock.now })
      .where(eq(mailOutbox.toAddress, 'cola.adjunto@example.pe'));
    await t.db.transaction((tx) => mail.queue(tx, [message('cola.despertador@example.pe')]));
    await mail.settled();
    const sent = await rowOf(t, 'cola.adjunto@example.pe');
    expect(sent).toMatchObject({ status: 'SENT', attempts: 2 });
    const eml = await readFile(sent!.filePath!, 'utf8');
    expect(eml).toContain('filename=estado-de-cuenta.pdf');
    expect(eml).toContain(Buffer.from('%PDF-1.7 estado').toString('base64'));
    await mail.close();
  });

  it('writes a message queued in a committed transaction as a real .eml file, once', async () => {
    const mail = createMailService(t.db, outboxOf(t), {
      now: () => t.clock.now,
    });
    await t.db.transaction((tx) => mail.queue(tx, [message('cola.uno@example.pe')]));
    await mail.settled();
    const row = await rowOf(t, 'cola.uno@example.pe');
    expect(row).toMatchObject({ status: 'SENT', attempts: 1, provider: 'outbox', lastError: null });
    expect(row!.sentAt).not.toBeNull();
    expect(await readFile(row!.filePath!, 'utf8')).toContain('Subject: Recibimos tu solicitud de rescate');
    await mail.close();
  });

  it('never sends what a rolled-back transaction queued', async () => {
    const provider = fakeProvider();
    const mail = createMailService(t.db, provider, { now: () => t.clock.now });
    await expect(
      t.db.transaction(async (tx) => {
        await mail.queue(tx, [message('cola.revertida@example.pe')]);
        throw new Error('la operación falló');
      }),
    ).rejects.toThrow('la operación falló');
    await mail.settled();
    expect(provider.sent).toEqual([]);
    expect(await rowOf(t, 'cola.revertida@example.pe')).toBeUndefined();
    await mail.close();
  });

  it('tries a failed message again after a growing wait, and marks it FAILED after its last try', async () => {
    const provider = fakeProvider();
    const errors: unknown[] = [];
    const mail = createMailService(t.db, provider, {
      now: () => t.clock.now,
      onError: (e) => errors.push(e),
    });
    provider.failing = true;
    await t.db.transaction((tx) => mail.queue(tx, [message('cola.fallida@example.pe')]));
    await mail.settled();
    const first = await rowOf(t, 'cola.fallida@example.pe');
    expect(first).toMatchObject({
      status: 'QUEUED',
      attempts: 1,
      lastError: 'El servidor de correo no responde',
    });
    expect(first!.nextAttemptAt!.getTime() - t.clock.now.getTime()).toBe(10_000);

    // Not due yet: a wake sends nothing.
    await t.db.transaction((tx) => mail.queue(tx, [message('cola.otra@example.pe')]));
    await mail.settled();
    expect((await rowOf(t, 'cola.fallida@example.pe'))!.attempts).toBe(1);

    // Due after its wait, and the provider answers again: sent, its error cleared; bodies not kept for SMTP.
    provider.failing = false;
    t.clock.now = new Date(t.clock.now.getTime() + 10_000);
    await t.db.transaction((tx) => mail.queue(tx, [message('cola.tercera@example.pe')]));
    await mail.settled();
    expect(await rowOf(t, 'cola.fallida@example.pe')).toMatchObject({
      status: 'SENT',
      attempts: 2,
      lastError: null,
      textBody: '',
      htmlBody: '',
    });
    expect(provider.sent.filter((to) => to === 'cola.fallida@example.pe')).toHaveLength(1);

    provider.failing = true;
    await t.db.transaction((tx) => mail.queue(tx, [message('cola.rendida@example.pe')]));
    // Each filler's commit wakes the sender, one wait later each time.
    for (let i = 0; i < MAIL_ATTEMPTS; i++) {
      await mail.settled();
      t.clock.now = new Date(t.clock.now.getTime() + 60 * 60_000);
      await t.db.transaction((tx) => mail.queue(tx, [message(`cola.relleno${i}@example.pe`)]));
    }
    await mail.settled();
    expect(await rowOf(t, 'cola.rendida@example.pe')).toMatchObject({
      status: 'FAILED',
      attempts: MAIL_ATTEMPTS,
    });
    expect(errors.length).toBeGreaterThan(MAIL_ATTEMPTS);
    await mail.close();
  });

  it('two senders woken together send each message once', async () => {
    const a = fakeProvider();
    const b = fakeProvider();
    const one = createMailService(t.db, a, { now: () => t.clock.now });
    const two = createMailService(t.db, b, { now: () => t.clock.now });
    const to = Array.from({ length: 120 }, (_, i) => `cola.par${i}@example.pe`);
    await t.db.transaction(async (tx) => {
      await one.queue(tx, to.slice(0, 60).map(message));
      await two.queue(tx, to.slice(60).map(message));
    });
    await Promise.all([one.settled(), two.settled()]);
    const sent = [...a.sent, ...b.sent].filter((x) => x.startsWith('cola.par'));
    expect(sent.sort()).toEqual([...to].sort());
    await Promise.all([one.close(), two.close()]);
  });
});

/** The app's own built-in provider, writing .eml files into the test's data folder. */
function outboxOf(t: TestApp): MailProvider {
  return createOutboxMailProvider(t.config.dataDir, t.config.mail.from);
}
