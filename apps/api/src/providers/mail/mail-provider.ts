export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the message (the signed contract); nodemailer encodes them in both providers. */
  attachments?: MailAttachment[];
  /**
   * Stored files a queued message carries (a monthly statement), named by their key in the file
   * store and read when it is sent (decision 0039); only `queue` takes them.
   */
  storedAttachments?: StoredAttachment[];
}

export interface StoredAttachment {
  key: string;
  filename: string;
  contentType: string;
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface SentMail {
  providerMessageId: string;
  /** Where the built-in provider wrote the message; null for providers that hand it to a server. */
  filePath: string | null;
}

/** Sends one e-mail. The built-in default writes real .eml files; the SMTP adapter delivers them. */
export interface MailProvider {
  readonly name: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<SentMail>;
  /** Sends several at once (the queue's batches): each one's result, or why it failed. */
  sendAll?(messages: MailMessage[]): Promise<Array<SentMail | Error>>;
}

/** Bodies are kept in `mail_outbox` only for the built-in provider: they may hold single-use links. */
export const keepsBodies = (provider: MailProvider) => provider.name === 'outbox';
