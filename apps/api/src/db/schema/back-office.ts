import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { createdAt } from './columns.ts';

import { users } from './identity.ts';

/**
 * Back office and audit: the hash-chained audit log, applied Excel imports, and what administrators
 * keep for the site (option lists, advisers, newsletter sign-ups, feedback).
 */

/**
 * Every back-office write (docs/back-office.md, "Audit log"), in the transaction of the write: who,
 * from where, what, and the values before and after. Append-only (a trigger refuses UPDATE and
 * DELETE), and hash-chained: each row's hash covers the previous row's hash and its own content, so a
 * changed or deleted row breaks the chain from there on (`verifyAuditLog`).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorUserId: uuid('actor_user_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** What was done, named by the permission-like code of the call (`rescue.settle`). */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_actor_idx').on(t.actorUserId, t.at),
    index('audit_log_at_idx').on(t.at),
  ],
);

/**
 * Excel files applied through a two-phase import (apps/api/src/contexts/back-office/excel-import): one row per
 * applied file, so the same content (its SHA-256) is never applied twice to the same template.
 */
export const excelImports = pgTable(
  'excel_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The template's code (`portfolio-investments`, `portfolio-movements`, …). */
    template: text('template').notNull(),
    sha256: text('sha256').notNull(),
    fileName: text('file_name').notNull(),
    rowCount: integer('row_count').notNull(),
    /** What the apply did, as the template summarises it (counts, totals). */
    summary: jsonb('summary').$type<Array<{ label: string; value: string }>>().notNull(),
    /** Flagged rows (repeated, already posted, unusual) the operator confirmed as distinct, with the reason. */
    confirmations: jsonb('confirmations')
      .$type<Array<{ row: number; reason: string; flags: string[] }>>()
      .notNull()
      .default([]),
    appliedBy: uuid('applied_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('excel_imports_template_sha256_key').on(t.template, t.sha256),
    index('excel_imports_applied_at_idx').on(t.template, t.appliedAt),
  ],
);

/** Lists of options the web shows (feedback reasons, …), by group (GET /api/parameters/group/{name}). */
export const parameters = pgTable(
  'parameters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupName: text('group_name').notNull(),
    key: text('key').notNull(),
    text: text('text').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('parameters_group_key').on(t.groupName, t.key)],
);

/** Investment advisers; customers are handed out in turn (GET /api/customer-support/next-operator). */
export const supportOperators = pgTable('support_operators', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  calendlyUrl: text('calendly_url').notNull(),
  active: boolean('active').notNull().default(true),
  lastAssignedAt: timestamp('last_assigned_at', { withTimezone: true }),
});

/** Newsletter sign-ups (requirements R3 "letter"). */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('newsletter_email_key').on(t.email),
    // The letters search matches a substring of the e-mail or the name (pg_trgm).
    index('newsletter_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('newsletter_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export interface StoredFile {
  key: string;
  mime: string;
  size: number;
}

export const feedback = pgTable('feedback', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  reason: text('reason').notNull(),
  comment: text('comment').notNull(),
  operationNumber: text('operation_number'),
  files: jsonb('files').$type<StoredFile[]>().notNull().default([]),
  createdAt: createdAt(),
});
