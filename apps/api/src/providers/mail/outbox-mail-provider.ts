import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { WorkPool } from '../../shared/work-pool.ts';
import type { MailMessage, MailProvider, SentMail } from './mail-provider.ts';

/**
 * Composes the full MIME message with nodemailer's composer and writes it to
 * `<folder>/<time>-<id>.eml` (Unix line ends), where any mail client (or a test) can open it. The
 * composer alone, without a transport's plugin steps, costs a third of the CPU of `sendMail`.
 */
async function writeOne(
  folder: string,
  from: string,
  message: MailMessage,
  blocking: boolean,
): Promise<SentMail> {
  // Attachments that crossed to a pool thread arrive as plain Uint8Arrays: nodemailer wants Buffers.
  const attachments = message.attachments?.map((a) => ({ ...a, content: Buffer.from(a.content) }));
  const { storedAttachments: _stored, ...mail } = message;
  // Loaded with the first message: mail is composed on the pool's threads, so the API's own
  // thread never holds nodemailer (when a pool is given; without one it loads it here).
  const { default: MailComposer } = await import('nodemailer/lib/mail-composer');
  const mime = new MailComposer({ from, ...mail, attachments }).compile();
  const built = await mime.build();
  const filePath = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
  const bytes = Buffer.from(built.toString('utf8').replace(/\r\n/g, '\n'));
  const write = () => (blocking ? writeFileSync(filePath, bytes) : writeFile(filePath, bytes));
  try {
    await write();
  } catch (error) {
    // The folder is made when a write finds it missing, not before every message.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await mkdir(folder, { recursive: true });
    await write();
  }
  return { providerMessageId: mime.messageId(), filePath };
}

/**
 * Writes several messages; each one's result or the reason it failed. `blocking` on a work-pool
 * thread: the file system calls then run on that (low-priority) thread instead of the process's
 * shared I/O threads.
 */
export async function writeOutboxMessages(input: {
  folder: string;
  from: string;
  messages: MailMessage[];
  blocking?: boolean;
}): Promise<Array<SentMail | { error: string }>> {
  const results: Array<SentMail | { error: string }> = [];
  for (const m of input.messages)
    results.push(
      await writeOne(input.folder, input.from, m, input.blocking ?? false).catch((error: unknown) => ({
        error: String(error),
      })),
    );
  return results;
}

/**
 * The zero-setup default: real .eml files under `<dataDir>/mail`. Queued messages are composed and
 * written on the work pool's threads when one is given (they leave the thread that answers requests).
 */
/** The one pool task this provider runs (src/work-tasks.ts registers it). */
export type MailTasks = { writeOutboxMessages: typeof writeOutboxMessages };

export function createOutboxMailProvider(
  dataDir: string,
  from: string,
  work?: WorkPool<MailTasks>,
): MailProvider {
  const folder = path.join(dataDir, 'mail');
  return {
    name: 'outbox',
    send: (message) => writeOne(folder, from, message, false),
    async sendAll(messages) {
      const input = { folder, from, messages };
      // A pool busy with documents does not hold the mail back: this thread writes it then.
      const results = await (work
        ?.run('writeOutboxMessages', { ...input, blocking: true })
        .catch((error: unknown) => {
          // WorkPoolFullError (not imported: this module also loads on the pool's threads).
          if ((error as { code?: string }).code === 'SERVER_BUSY') return writeOutboxMessages(input);
          throw error;
        }) ?? writeOutboxMessages(input));
      return results.map((r) => ('error' in r ? new Error(r.error) : r));
    },
  };
}
