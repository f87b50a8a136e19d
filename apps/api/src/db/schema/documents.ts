import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { investorDocumentTypes, mailStatuses } from '@invierte/domain';
import { createdAt, oneOf } from './columns.ts';
import { users } from './identity.ts';
import { products } from './catalogue.ts';

/** Documents and messages: what the investor receives (documents, alerts) and every e-mail sent. */

/** What an alert tells the investor happened. */
export const alertKinds = [
  'RESCUE_SETTLED',
  'RESCUE_REJECTED',
  'ONBOARDING_APPROVED',
  'ONBOARDING_DISAPPROVED',
  'SIGNING_APPROVED',
  'SIGNING_REJECTED',
  'DEPOSIT_RECEIVED',
  'DEPOSIT_REJECTED',
  'QUOTA_VALUE_CHANGED',
  'TRANSFER_RECEIVED',
] as const;
export type AlertKind = (typeof alertKinds)[number];

/**
 * Documents the back office uploads for one investor (an account statement, investment report or
 * participation certificate), optionally about one fund; the investor downloads them from the
 * portfolio. A removed document keeps its row and file (who removed it and when) but is no longer shown.
 */
export const investorDocuments = pgTable(
  'investor_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'restrict' }),
    type: text('type', { enum: investorDocumentTypes }).notNull(),
    /** The period or title the investor reads ("Octubre 2026", "Reporte del tercer trimestre"). */
    title: text('title').notNull(),
    /** Path under DATA_DIR; never served directly. */
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: uuid('removed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('investor_documents_user_idx').on(t.userId, t.productId, t.createdAt),
    check('investor_documents_type_check', oneOf(t.type, investorDocumentTypes)),
  ],
);

/**
 * What the investor should know (requirements R3 "Alert": _id, isViewed): written in the same transaction as
 * the event it tells of (a rescue paid or rejected, an investment approved or not), listed until
 * opened.
 */
export const userAlerts = pgTable(
  'user_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What happened. */
    kind: text('kind', { enum: alertKinds }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** Where opening it takes the investor. */
    link: text('link').notNull(),
    createdAt: createdAt(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
  },
  (t) => [
    index('user_alerts_unseen_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.viewedAt} is null`),
    check('user_alerts_kind_check', oneOf(t.kind, alertKinds)),
  ],
);

/** Every e-mail the product sends, whatever the provider: the audit trail and the built-in outbox. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    provider: text('provider').notNull(),
    providerMessageId: text('provider_message_id'),
    filePath: text('file_path'),
    createdAt: createdAt(),
    /** QUEUED (written with the operation, sent after its commit), SENT, or FAILED after its last attempt. */
    status: text('status', { enum: mailStatuses }).notNull().default('SENT'),
    attempts: integer('attempts').notNull().default(0),
    /** When a queued message is due: its next try, or the end of the lease of the sender that claimed it. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** The request that queued or sent it (x-request-id): its sending's log lines carry it too. */
    requestId: text('request_id'),
    /**
     * Stored files sent with a queued message (a monthly statement): their keys in the file store,
     * read when the message is sent, so the queue keeps no copy of the bytes. Null: none.
     */
    attachments: jsonb('attachments').$type<QueuedAttachment[]>(),
  },
  (t) => [
    index('mail_outbox_to_idx').on(t.toAddress),
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'QUEUED'`),
    check('mail_outbox_status_check', oneOf(t.status, mailStatuses)),
  ],
);

/** A file a queued e-mail carries, by its key in the file store (decision 0039). */
export interface QueuedAttachment {
  key: string;
  filename: string;
  contentType: string;
}

/** PENDING: claimed for nobody yet or being written; DONE: stored (and e-mailed when she wants it). */
export const statementRunStatuses = ['PENDING', 'DONE'] as const;

/**
 * One investor's monthly statement of one month (decision 0039): at most one row per (investor,
 * month), inserted by whichever API process gets there first (`ON CONFLICT DO NOTHING`) and worked
 * by the one that locks it (`FOR UPDATE SKIP LOCKED`), so she gets one statement and one e-mail.
 */
export const statementRuns = pgTable(
  'statement_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The month the statement covers, `YYYY-MM`. */
    period: text('period').notNull(),
    status: text('status', { enum: statementRunStatuses }).notNull().default('PENDING'),
    /** The statement stored in her documents (Mis documentos). */
    documentId: uuid('document_id').references(() => investorDocuments.id, { onDelete: 'set null' }),
    /** Whether the e-mail was queued (false when she turned the monthly e-mail off). */
    emailed: boolean('emailed').notNull().default(false),
    /** Until when the process that claimed it is writing it; after that another may take it over. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: createdAt(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('statement_runs_user_period_key').on(t.userId, t.period),
    index('statement_runs_pending_idx')
      .on(t.period)
      .where(sql`${t.status} = 'PENDING'`),
    check('statement_runs_status_check', oneOf(t.status, statementRunStatuses)),
    check('statement_runs_period_check', sql`${t.period} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

/** What the investor chose about her statements; no row means the defaults (monthly e-mail on). */
export const statementSettings = pgTable('statement_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  monthlyEmail: boolean('monthly_email').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
