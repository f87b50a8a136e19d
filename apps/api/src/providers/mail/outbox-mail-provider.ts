import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { MailMessage, MailProvider, SentMail } from './mail-provider.ts';

/**
 * The zero-setup default: composes the full MIME message with nodemailer's composer and writes it
 * to `<dataDir>/mail/<time>-<id>.eml` (Unix line ends), where any mail client (or a test) can open
 * it. The composer alone, without a transport's plugin steps, costs a third of the CPU of
 * `sendMail`: every rescue sends one (docs/benchmarks.md).
 */
export function createOutboxMailProvider(dataDir: string, from: string): MailProvider {
  const folder = path.join(dataDir, 'mail');
  // The folder is made when a write finds it missing, not before every message.
  const write = async (filePath: string, message: Buffer) => {
    try {
      await writeFile(filePath, message);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      await mkdir(folder, { recursive: true });
      await writeFile(filePath, message);
    }
  };
  return {
    name: 'outbox',
    async send(message: MailMessage): Promise<SentMail> {
      const mime = new MailComposer({ from, ...message }).compile();
      const built = await mime.build();
      const filePath = path.join(
        folder,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
      );
      await write(filePath, Buffer.from(built.toString('utf8').replace(/\r\n/g, '\n')));
      return { providerMessageId: mime.messageId(), filePath };
    },
  };
}
