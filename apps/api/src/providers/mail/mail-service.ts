import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import type { MailMessage, MailProvider } from './mail-provider.ts';

/**
 * Sends through the configured provider and records every message in `mail_outbox`. Bodies are kept
 * only for the built-in provider: they hold single-use links, and a real deployment should not keep them.
 */
export function createMailService(db: Db, provider: MailProvider) {
  return {
    async send(message: MailMessage): Promise<void> {
      const sent = await provider.send(message);
      const keepBody = provider.name === 'outbox';
      await db.insert(mailOutbox).values({
        toAddress: message.to,
        subject: message.subject,
        textBody: keepBody ? message.text : '',
        htmlBody: keepBody ? message.html : '',
        provider: provider.name,
        providerMessageId: sent.providerMessageId,
        filePath: sent.filePath,
      });
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
