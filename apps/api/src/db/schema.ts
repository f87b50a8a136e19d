/**
 * The relational model, one file per context (docs/decisions/0028-schema-by-context-and-checked-states.md).
 * Money is NUMERIC(18,2), quota values and quota counts NUMERIC(20,8); drizzle hands them over as
 * strings, which is what we want: no float ever holds money. Every status, kind and type column is
 * typed with its closed set of values and held to it by a CHECK.
 *
 * Import tables from here: this index is the schema's one entry point (drizzle's config reads it too).
 */
export * from './schema/identity.ts';
export * from './schema/customers.ts';
export * from './schema/catalogue.ts';
export * from './schema/ledger.ts';
export * from './schema/documents.ts';
export * from './schema/back-office.ts';
export * from './schema/files.ts';
