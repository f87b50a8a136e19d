import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { traced } from '../../shared/traced.ts';
import type { Write } from '../../db/write-together.ts';
import { currentRequestId, withRequestId } from '../../shared/request-context.ts';
import {
  keepsBodies,
  type MailMessage,
  type MailProvider,
  type SentMail,
  type StoredAttachment,
} from './mail-provider.ts';

/** Messages one claim takes; the sender claims again while it finds full batches. */
const BATCH = 50;
/** How long a claimed message is the claimer's: a sender that died meanwhile leaves it to another after this. */
const LEASE_MS = 5 * 60_000;
/** Tries before a message is FAILED; the waits between them double from 10 s up to an hour. */
export const MAIL_ATTEMPTS = 8;
const backoffMs = (attempts: number) => Math.min(60 * 60_000, 10_000 * 2 ** (attempts - 1));
/** Due messages of other processes, or of a restart, are looked for this often. */
const SWEEP_MS = 30_000;

interface Claimed {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
  request_id: string | null;
  attachments: StoredAttachment[] | null;
}

/** Which queued message a log line is about: its row, and the request that queued it (if any). */
export interface QueuedMailRef {
  mailId: string;
  requestId: string | null;
}

/** Reads a stored file by key (the app's file store); null when it is not there. */
export type ReadStoredFile = (key: string) => Promise<Buffer | null>;

/**
 * The rows that queue these messages, for an operation to write in its own statement
 * (`writeTogether`). A queued message keeps its text and HTML, and stored files by their keys
 * (`storedAttachments`, read when it is sent); attachments given as bytes are refused. Each row keeps
 * the id of the request that queued it, for the log lines of its sending, whenever and wherever that
 * happens.
 */
export function queuedMailWrite(messages: MailMessage[], provider: string, at: Date): Write {
  if (messages.some((m) => m.attachments?.length))
    throw new Error('a queued e-mail cannot carry attachments: send it with `send`');
  const requestId = currentRequestId() ?? null;
  const values = sql.join(
    messages.map(
      (m) =>
        sql`(${m.to}, ${m.subject}, ${m.text}, ${m.html}, ${provider}, 'QUEUED', ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz, ${requestId}, ${m.storedAttachments?.length ? JSON.stringify(m.storedAttachments) : null}::jsonb)`,
    ),
    sql`, `,
  );
  return {
    name: 'mail_outbox',
    statement: sql`insert into mail_outbox (to_address, subject, text_body, html_body, provider, status, next_attempt_at, created_at, request_id, attachments) values ${values}`,
    rows: messages.length,
    refusal: () => new Error('queued e-mails were not stored'),
  };
}

/**
 * Sends the queued messages (decision 0022): e-mails written in the same transaction as the operation
 * they tell about, so one is sent exactly when the operation committed, and never lost if the
 * process stops before sending. `wake()` after a commit sends at once; a sweep finds what another
 * process or a restart left. Claims take rows with `FOR UPDATE SKIP LOCKED` and a lease, so two
 * senders never take the same message; a failure is retried with a growing wait.
 */
export function createMailQueue(options: {
  db: Db;
  provider: MailProvider;
  now: () => Date;
  /** A message not sent this time (`mail` absent: the sending itself failed). */
  onError: (error: unknown, mail?: QueuedMailRef & { attempts: number }) => void;
  /** A message sent. */
  onSent?: (mail: QueuedMailRef) => void;
  /** Where a message's stored attachments are read from when it is sent. */
  readFile?: ReadStoredFile;
}) {
  const { db, provider, now, onError, onSent, readFile } = options;
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;

  const claim = async (): Promise<Claimed[]> => {
    const at = now();
    return rowsOf<Claimed>(
      await db.execute(sql`update mail_outbox set attempts = attempts + 1,
          next_attempt_at = ${new Date(at.getTime() + LEASE_MS).toISOString()}::timestamptz
        where id in (select id from mail_outbox where status = 'QUEUED' and next_attempt_at <= ${at.toISOString()}::timestamptz
          order by next_attempt_at limit ${BATCH} for update skip locked)
        returning id, to_address, subject, text_body, html_body, attempts, request_id, attachments`),
    );
  };

  /** The message of a row, its stored files read; an Error when one is missing or unreadable. */
  const messageOf = async (r: Claimed): Promise<MailMessage | Error> => {
    const message: MailMessage = {
      to: r.to_address,
      subject: r.subject,
      text: r.text_body,
      html: r.html_body,
    };
    if (!r.attachments?.length) return message;
    try {
      message.attachments = [];
      for (const a of r.attachments) {
        const content = readFile ? await readFile(a.key) : null;
        if (!content) return new Error(`attachment ${a.key} not found`);
        message.attachments.push({ filename: a.filename, contentType: a.contentType, content });
      }
      return message;
    } catch (error) {
      return error as Error;
    }
  };

  const send = async (rows: Claimed[]): Promise<Array<SentMail | Error>> => {
    const prepared = await Promise.all(rows.map(messageOf));
    const ready = prepared.flatMap((m, i) => (m instanceof Error ? [] : [{ message: m, row: rows[i]! }]));
    let sent: Array<SentMail | Error>;
    if (provider.sendAll) sent = ready.length ? await provider.sendAll(ready.map((r) => r.message)) : [];
    else {
      // One at a time: an SMTP server is not opened fifty connections at once. Each as part of the
      // request that queued it, so what the provider logs carries that request's id.
      sent = [];
      for (const { message, row } of ready)
        sent.push(
          await withRequestId(row.request_id, () => provider.send(message)).catch(
            (error: unknown) => error as Error,
          ),
        );
    }
    let next = 0;
    return prepared.map((m) => (m instanceof Error ? m : sent[next++]!));
  };

  const record = async (rows: Claimed[], results: Array<SentMail | Error>) => {
    const at = now();
    const sent = rows.flatMap((r, i) => {
      const result = results[i]!;
      return result instanceof Error
        ? []
        : [sql`(${r.id}::uuid, ${result.providerMessageId}, ${result.filePath})`];
    });
    const keepBodies = keepsBodies(provider);
    if (sent.length)
      await db.execute(sql`update mail_outbox m set status = 'SENT', sent_at = ${at.toISOString()}::timestamptz,
          provider = ${provider.name}, provider_message_id = v.message_id, file_path = v.file_path, last_error = null,
          text_body = case when ${keepBodies} then m.text_body else '' end,
          html_body = case when ${keepBodies} then m.html_body else '' end
        from (values ${sql.join(sent, sql`, `)}) as v (id, message_id, file_path) where m.id = v.id`);
    for (const [i, r] of rows.entries()) {
      const result = results[i]!;
      const mail = { mailId: r.id, requestId: r.request_id };
      if (!(result instanceof Error)) {
        onSent?.(mail);
        continue;
      }
      onError(result, { ...mail, attempts: r.attempts });
      const failed = r.attempts >= MAIL_ATTEMPTS;
      await db.execute(sql`update mail_outbox set last_error = ${result.message},
          status = ${failed ? 'FAILED' : 'QUEUED'},
          next_attempt_at = ${new Date(at.getTime() + backoffMs(r.attempts)).toISOString()}::timestamptz
        where id = ${r.id}::uuid`);
    }
  };

  const drain = async () => {
    for (;;) {
      again = false;
      const rows = await claim();
      if (rows.length)
        await record(
          rows,
          await traced(
            'mail-queue send',
            { 'mail.messages': rows.length, 'mail.provider': provider.name },
            () => send(rows),
          ),
        );
      if (closed || (rows.length < BATCH && !again)) return;
    }
  };

  const wake = () => {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    // A batch holds the messages of many requests (or of none): it runs as part of none, and each
    // message's log line names its own request.
    running = withRequestId(null, drain)
      .catch((error: unknown) => onError(error))
      .finally(() => {
        running = undefined;
      });
  };

  const sweep = setInterval(wake, SWEEP_MS);
  sweep.unref();

  return {
    /** Sends what is due now (after an operation that queued mail committed). */
    wake,
    /** Resolves once the sending under way has finished (tests read the files after it). */
    async settled(): Promise<void> {
      while (running) await running;
    },
    async close(): Promise<void> {
      closed = true;
      clearInterval(sweep);
      await running;
    },
  };
}

export type MailQueue = ReturnType<typeof createMailQueue>;
