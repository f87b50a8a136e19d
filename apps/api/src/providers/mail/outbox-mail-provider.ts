import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailMessage, MailProvider, SentMail } from './mail-provider.ts';

/**
 * The zero-setup default: composes the full MIME message with nodemailer and writes it to
 * `<dataDir>/mail/<time>-<id>.eml`, where any mail client (or a test) can open it.
 */
export function createOutboxMailProvider(dataDir: string, from: string): MailProvider {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
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
      const info = await transport.sendMail({ from, ...message });
      const filePath = path.join(
        folder,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
      );
      await write(filePath, info.message as Buffer);
      return { providerMessageId: info.messageId, filePath };
    },
  };
}
