import { sql } from 'drizzle-orm';
import { boolean, check, customType, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
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
 * The bytes are in `stored_file_chunks` (decision 0044).
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  contentType: text('content_type'),
  immutable: boolean('immutable').notNull().default(false),
  createdAt: createdAt(),
});

/**
 * A stored file's bytes in order, at most 1 MiB a chunk (decision 0044), so a put and a read move a
 * chunk at a time and never hold the file whole. Written with their file in one transaction.
 */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    key: text('key')
      .notNull()
      .references(() => storedFiles.key, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [
    primaryKey({ name: 'stored_file_chunks_pkey', columns: [table.key, table.seq] }),
    check('stored_file_chunks_seq_check', sql`${table.seq} >= 0`),
  ],
);
