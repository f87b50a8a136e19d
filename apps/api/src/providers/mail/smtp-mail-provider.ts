import type { Transporter } from 'nodemailer';
import type { MailMessage, MailProvider, SentMail } from './mail-provider.ts';

/** Real delivery through any SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com). */
export function createSmtpMailProvider(smtpUrl: string, from: string): MailProvider {
  // Made with the first e-mail: nodemailer is loaded only where SMTP is configured and used.
  let transport: Promise<Transporter> | undefined;
  return {
    name: 'smtp',
    async send(message: MailMessage): Promise<SentMail> {
      transport ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport(smtpUrl),
      );
      const info = await (await transport).sendMail({ from, ...message });
      return { providerMessageId: info.messageId, filePath: null };
    },
  };
}
