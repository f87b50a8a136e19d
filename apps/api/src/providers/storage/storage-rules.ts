import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { DomainError } from '@invierte/domain';

/** Server-made keys only: lowercase path segments and one extension, so no key climbs out of its store. */
export const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;

/** The key, once it is known to be safe; a client's file name never gets here, but a bug could. */
export function checkedKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key ${key}`);
  return key;
}

/**
 * The files that are evidence of a signature: the generated contract, its annexes and the signing
 * certificate (`onboarding/<id>/contract/…`, create-contract.ts and issue-certificate.ts). Their
 * SHA-256 is what the investor signed, so they are written once and never rewritten.
 */
const IMMUTABLE_KEY = /^onboarding\/[a-z0-9-]+\/contract\//;

export const isImmutableKey = (key: string): boolean => IMMUTABLE_KEY.test(key);

export interface PutOptions {
  /** The file's media type, kept where the store can keep it. */
  contentType?: string | undefined;
  /** Written once, refused on overwrite, its SHA-256 checked on every read. Default: by key. */
  immutable?: boolean | undefined;
}

export const immutableOf = (key: string, options?: PutOptions): boolean =>
  options?.immutable ?? isImmutableKey(key);

export const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** A put over an immutable file: a bug in the caller, never a user's doing. */
export class ImmutableFileError extends Error {
  constructor(readonly key: string) {
    super(`stored file ${key} is immutable and cannot be overwritten`);
    this.name = 'ImmutableFileError';
  }
}

/**
 * An immutable file whose bytes no longer match the SHA-256 recorded when it was written or signed.
 * The user reads the Spanish message (409); operations read the key and both hashes in the log.
 */
export class TamperedFileError extends DomainError {
  constructor(
    readonly key: string,
    readonly expectedSha256: string,
    readonly actualSha256: string,
  ) {
    super(
      'CONFLICT',
      'El documento guardado no coincide con la huella registrada al firmarlo, por eso no lo mostramos. Comunícate con soporte.',
    );
    this.name = 'TamperedFileError';
  }
}

/** The bytes, when they match the hash recorded for them; a TamperedFileError otherwise. */
export function verified(key: string, bytes: Buffer, expectedSha256: string): Buffer {
  const actual = sha256Hex(bytes);
  if (actual !== expectedSha256) throw new TamperedFileError(key, expectedSha256, actual);
  return bytes;
}

/** A stored file being read: its bytes as a stream, and how many there are when the store knows. */
export type StoredFileStream = Readable & { readonly contentLength?: number };

export const withLength = (stream: Readable, contentLength: number | undefined): StoredFileStream =>
  contentLength === undefined ? stream : Object.assign(stream, { contentLength });
