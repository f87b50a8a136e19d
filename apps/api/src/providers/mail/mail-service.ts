import { and, eq } from 'drizzle-orm';
import { afterCommit } from '../../db/after-commit.ts';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import { writeTogether } from '../../db/write-together.ts';
import { traced } from '../../shared/traced.ts';
import { keepsBodies, type MailMessage, type MailProvider } from './mail-provider.ts';
import { currentRequestId } from '../../shared/request-context.ts';
import { createMailQueue, queuedMailWrite, type QueuedMailRef, type ReadStoredFile } from './mail-queue.ts';

/**
 * Sends through the configured provider and records every message in `mail_outbox`. Bodies are kept
 * only for the built-in provider: they hold single-use links, and a real deployment should not keep them.
 * `send` delivers now; `queue` (and `queuedWrite` inside an operation's own statement) stores the
 * message with the operation's transaction and delivers it after the commit (mail-queue.ts).
 */
export function createMailService(
  db: Db,
  provider: MailProvider,
  options: {
    now?: () => Date;
    onError?: (error: unknown, mail?: QueuedMailRef & { attempts: number }) => void;
    onSent?: (mail: QueuedMailRef) => void;
    readFile?: ReadStoredFile;
  } = {},
) {
  const now = options.now ?? (() => new Date());
  const queue = createMailQueue({
    db,
    provider,
    now,
    onError: options.onError ?? (() => undefined),
    onSent: options.onSent,
    readFile: options.readFile,
  });
  const queuedWrite = (tx: Db, messages: MailMessage[]) => {
    afterCommit(tx, queue.wake);
    return queuedMailWrite(messages, provider.name, now());
  };
  return {
    async send(message: MailMessage): Promise<void> {
      const sent = await traced('mail send', { 'mail.provider': provider.name }, () =>
        provider.send(message),
      );
      const keepBody = keepsBodies(provider);
      await db.insert(mailOutbox).values({
        toAddress: message.to,
        subject: message.subject,
        textBody: keepBody ? message.text : '',
        htmlBody: keepBody ? message.html : '',
        provider: provider.name,
        providerMessageId: sent.providerMessageId,
        filePath: sent.filePath,
        // Delivered on this one try: the outbox counts it like a queued message's successful try.
        attempts: 1,
        sentAt: now(),
        requestId: currentRequestId() ?? null,
      });
    },
    /**
     * The write that queues `messages` in the caller's own statement, inside its transaction `tx`:
     * they are sent once `tx` commits, and never if it rolls back.
     */
    queuedWrite,
    /** Queues `messages` in `tx`; they are sent once it commits (at once when `tx` is the database). */
    async queue(tx: Db, messages: MailMessage[]): Promise<void> {
      if (!messages.length) return;
      await writeTogether(tx, [queuedMailWrite(messages, provider.name, now())]);
      afterCommit(tx, queue.wake);
    },
    /**
     * Queues again, in `tx`, a message that FAILED after its last try: due at once, with a fresh
     * count of tries. Returns false when it is not FAILED (never failed, sent, or already queued).
     */
    async retryFailed(tx: Db, id: string): Promise<boolean> {
      const retried = await tx
        .update(mailOutbox)
        .set({ status: 'QUEUED', attempts: 0, nextAttemptAt: now() })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'FAILED')))
        .returning({ id: mailOutbox.id });
      if (retried.length) afterCommit(tx, queue.wake);
      return retried.length > 0;
    },
    /** Sends what is due now, without waiting for the next sweep (what another process left). */
    sendDue: queue.wake,
    settled: queue.settled,
    close: queue.close,
  };
}

export type MailService = ReturnType<typeof createMailService>;
