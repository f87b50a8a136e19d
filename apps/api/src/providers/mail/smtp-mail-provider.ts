import nodemailer from 'nodemailer';
import type { MailMessage, MailProvider, SentMail } from './mail-provider.ts';

/** Real delivery through any SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com). */
export function createSmtpMailProvider(smtpUrl: string, from: string): MailProvider {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(message: MailMessage): Promise<SentMail> {
      const info = await transport.sendMail({ from, ...message });
      return { providerMessageId: info.messageId, filePath: null };
    },
  };
}
