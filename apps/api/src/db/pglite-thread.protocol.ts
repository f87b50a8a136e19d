/**
 * Messages between the API's main thread and the thread that runs embedded PGlite
 * (pglite-thread.ts and pglite-thread.worker.ts). Everything here survives structured cloning.
 */
import { messages, TransactionAbortedError } from '@electric-sql/pglite';

/** Options a query carries across: parser functions cannot, so their type ids come back unparsed. */
export interface WireQueryOptions {
  rowMode?: 'array' | 'object';
  rawTypes: number[];
}

export type Request =
  | { id: number; op: 'query'; sql: string; params: unknown[]; options: WireQueryOptions; tx?: number }
  | { id: number; op: 'exec'; sql: string; options: WireQueryOptions; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

export type Response = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: WireError };

export interface WireError {
  kind: 'database' | 'transaction-aborted' | 'other';
  name: string;
  message: string;
  stack: string | undefined;
  /** The error's own fields (code, constraint, detail, …), primitives only. */
  fields: Record<string, string | number | boolean | null | undefined>;
  params?: unknown[];
}

/** Flattens an error thrown by PGlite so the main thread can rebuild the same class with the same fields. */
export function encodeError(error: unknown): WireError {
  if (!(error instanceof Error))
    return { kind: 'other', name: 'Error', message: String(error), stack: undefined, fields: {} };
  const fields: WireError['fields'] = {};
  let params: unknown[] | undefined;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'name' || key === 'length') continue;
    if (key === 'params' && Array.isArray(value)) params = value;
    else if (value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value))
      fields[key] = value as WireError['fields'][string];
  }
  const kind =
    error instanceof TransactionAbortedError
      ? 'transaction-aborted'
      : error instanceof messages.DatabaseError
        ? 'database'
        : 'other';
  const length = (error as { length?: unknown }).length;
  if (typeof length === 'number') fields.length = length;
  return {
    kind,
    name: error.name,
    message: error.message,
    stack: error.stack,
    fields,
    ...(params ? { params } : {}),
  };
}

/** The error as PGlite threw it: a DatabaseError keeps its code, constraint and the rest (db/errors.ts). */
export function decodeError(wire: WireError): Error {
  const { length, ...rest } = wire.fields;
  let error: Error;
  if (wire.kind === 'transaction-aborted') error = new TransactionAbortedError();
  else if (wire.kind === 'database')
    error = new messages.DatabaseError(
      wire.message,
      typeof length === 'number' ? length : 0,
      wire.name as messages.DatabaseError['name'],
    );
  else {
    error = new Error(wire.message);
    error.name = wire.name;
  }
  Object.assign(error, rest, wire.params ? { params: wire.params } : {});
  if (wire.stack) error.stack = wire.stack;
  return error;
}
