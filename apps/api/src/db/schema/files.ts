import { boolean, customType, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** PostgreSQL's BYTEA as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded and generated files when the API runs on PostgreSQL (docs/decisions/0032): in the
 * database every API process already shares, so a file put through one process is read through any
 * other. Keys are made by the server (never a client's file name). An immutable row (a signed
 * contract, its annexes, its certificate) is never overwritten; its SHA-256 is checked on each read.
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  contentType: text('content_type'),
  immutable: boolean('immutable').notNull().default(false),
  createdAt: createdAt(),
});
