import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { WorkPool } from '../../shared/work-pool.ts';
import type { WorkTasks } from '../../shared/work-tasks.ts';
import type { MailMessage, MailProvider, SentMail } from './mail-provider.ts';

/**
 * Composes the full MIME message with nodemailer's composer and writes it to
 * `<folder>/<time>-<id>.eml` (Unix line ends), where any mail client (or a test) can open it. The
 * composer alone, without a transport's plugin steps, costs a third of the CPU of `sendMail`.
 */
async function writeOne(folder: string, from: string, message: MailMessage): Promise<SentMail> {
  const mime = new MailComposer({ from, ...message }).compile();
  const built = await mime.build();
  const filePath = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
  const bytes = Buffer.from(built.toString('utf8').replace(/\r\n/g, '\n'));
  try {
    await writeFile(filePath, bytes);
  } catch (error) {
    // The folder is made when a write finds it missing, not before every message.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await mkdir(folder, { recursive: true });
    await writeFile(filePath, bytes);
  }
  return { providerMessageId: mime.messageId(), filePath };
}

/** Writes several messages; each one's result or the reason it failed (a work-pool task). */
export async function writeOutboxMessages(input: {
  folder: string;
  from: string;
  messages: MailMessage[];
}): Promise<Array<SentMail | { error: string }>> {
  return Promise.all(
    input.messages.map((m) =>
      writeOne(input.folder, input.from, m).catch((error: unknown) => ({ error: String(error) })),
    ),
  );
}

/**
 * The zero-setup default: real .eml files under `<dataDir>/mail`. Queued messages are composed and
 * written on the work pool's threads when one is given (they leave the thread that answers requests).
 */
export function createOutboxMailProvider(
  dataDir: string,
  from: string,
  work?: WorkPool<WorkTasks>,
): MailProvider {
  const folder = path.join(dataDir, 'mail');
  return {
    name: 'outbox',
    send: (message) => writeOne(folder, from, message),
    async sendAll(messages) {
      const input = { folder, from, messages };
      // A pool busy with documents does not hold the mail back: this thread writes it then.
      const results = await (work?.run('writeOutboxMessages', input).catch((error: unknown) => {
        // WorkPoolFullError (not imported: this module also loads on the pool's threads).
        if ((error as { code?: string }).code === 'SERVER_BUSY') return writeOutboxMessages(input);
        throw error;
      }) ?? writeOutboxMessages(input));
      return results.map((r) => ('error' in r ? new Error(r.error) : r));
    },
  };
}
