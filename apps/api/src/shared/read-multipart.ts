import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { DomainError } from '@invierte/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertStorable } from '../plugins/storable-text.ts';
import { spoolToFile } from './spool-to-file.ts';
import { UPLOAD_SPOOL_PREFIX } from './stale-spools.ts';

/** How many of a file's first bytes are kept in memory: enough to tell its type (image-type.ts, a PDF's signature). */
export const HEAD_BYTES = 4096;

/**
 * One file of a multipart request, spooled to a private temporary file as it arrived (decision
 * 0044), never held whole in memory by the reading itself. The temporary file is removed when the
 * response is done (`removeSpooledUploads`), so it may be read only while the request is handled.
 */
export interface UploadedFile {
  fieldname: string;
  filename: string;
  /** How many bytes arrived. */
  size: number;
  /** The SHA-256 of those bytes, computed as they arrived. */
  sha256: string;
  /** The first HEAD_BYTES bytes (fewer for a shorter file): the type by content, without a read. */
  head: Buffer;
  /**
   * The whole file, for a check or a transformation that needs all of it (an image re-encoded, a PDF
   * parsed, a workbook read). Bounded by the route's byte limit, which readMultipart enforced.
   */
  read(): Promise<Buffer>;
  /** The bytes as a stream, for the store. */
  stream(): Readable;
}

/** An UploadedFile of bytes already in memory: for the demo seed, which makes its files. */
export const uploadedFromBytes = (fieldname: string, filename: string, bytes: Buffer): UploadedFile => ({
  fieldname,
  filename,
  size: bytes.length,
  sha256: createHash('sha256').update(bytes).digest('hex'),
  head: bytes.subarray(0, HEAD_BYTES),
  read: () => Promise.resolve(bytes),
  stream: () => Readable.from([bytes]),
});

export interface MultipartUpload {
  fields: Record<string, string>;
  files: UploadedFile[];
}

export interface MultipartLimits {
  maxFiles: number;
  maxFileBytes: number;
  /** Spanish messages for the two limits, naming the caller's own rule. */
  tooLarge: string;
  tooMany: string;
}

const fileError = (code: 'PAYLOAD_TOO_LARGE' | 'VALIDATION_ERROR', message: string) =>
  new DomainError(code, message, [{ field: 'body.files', message }]);

/** A request's temporary folder, made at its first file, and whether its response is already done. */
interface Spool {
  dir: string | null;
  ended: boolean;
}
const spools = new WeakMap<FastifyRequest, Spool>();

const removeSpool = async (spool: Spool, request: FastifyRequest) => {
  const { dir } = spool;
  if (!dir) return;
  spool.dir = null;
  await rm(dir, { recursive: true, force: true }).catch((error: unknown) =>
    request.log.warn({ err: error, dir }, 'spooled upload not removed'),
  );
};

/**
 * Removes each multipart request's spooled files when its response is done, sent or failed, or its
 * connection is gone (the response's 'close' covers all three): registered once on the scope whose
 * routes read uploads, so no route has to remember it. Other requests are left alone.
 */
export function removeSpooledUploads(scope: FastifyInstance): void {
  scope.addHook('onRequest', (request, reply, done) => {
    // By its header: the body is not parsed yet, so request.isMultipart() cannot tell so early.
    if (/^multipart\/form-data/i.test(request.headers['content-type'] ?? '')) {
      const spool: Spool = { dir: null, ended: false };
      spools.set(request, spool);
      reply.raw.once('close', () => {
        spool.ended = true;
        void removeSpool(spool, request);
      });
    }
    done();
  });
}

/** Writes one file part to `file` (its size, hash and head kept); a part the parser cut is refused. */
async function spoolPart(part: MultipartFile, file: string) {
  const spooled = await spoolToFile(part.file, file, HEAD_BYTES);
  // The parser stops a file at the limit and marks it cut; the request is refused, not stored cut.
  if (part.file.truncated)
    throw Object.assign(new Error('file too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });
  return spooled;
}

/**
 * Reads a multipart request within the limits, its files spooled to a private temporary folder, so
 * a use case can check every part before storing anything and a file is never held whole by the
 * reading. One file more than allowed is read, so "too many" is reported by count rather than by the
 * parser cutting the stream. A broken body is the caller's fault (400).
 */
export async function readMultipart(
  request: FastifyRequest,
  limits: MultipartLimits,
): Promise<MultipartUpload> {
  if (!request.isMultipart()) throw new DomainError('UNSUPPORTED_MEDIA_TYPE');
  const spool = spools.get(request);
  if (!spool) throw new Error('readMultipart runs only where removeSpooledUploads is registered');
  const upload: MultipartUpload = { fields: {}, files: [] };
  try {
    for await (const part of request.parts({
      limits: { files: limits.maxFiles + 1, fileSize: limits.maxFileBytes },
    })) {
      if (part.type === 'file') {
        if (spool.ended) throw new Error('the request ended while its files were read');
        spool.dir ??= await mkdtemp(path.join(tmpdir(), UPLOAD_SPOOL_PREFIX));
        // Named by position, never by the client's file name.
        const file = path.join(spool.dir, `${upload.files.length + 1}.part`);
        const spooled = await spoolPart(part, file);
        upload.files.push({
          fieldname: part.fieldname,
          filename: part.filename,
          ...spooled,
          read: () => readFile(file),
          stream: () => createReadStream(file),
        });
      } else if (typeof part.value === 'string') upload.fields[part.fieldname] = part.value;
    }
  } catch (error) {
    // The server's own disk failing (full, not writable) is no fault of the client's body.
    const { code, path: where, syscall } = error as NodeJS.ErrnoException;
    if (syscall === 'mkdtemp' || (spool.dir && where?.startsWith(spool.dir))) throw error;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileError('PAYLOAD_TOO_LARGE', limits.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw fileError('VALIDATION_ERROR', limits.tooMany);
    throw new DomainError(
      'BAD_REQUEST',
      'El formulario enviado está incompleto o dañado. Inténtalo de nuevo.',
    );
  } finally {
    // A response already done (a connection gone) removed what it found; a folder made since goes now.
    if (spool.ended) await removeSpool(spool, request);
  }
  if (upload.files.length > limits.maxFiles) throw fileError('VALIDATION_ERROR', limits.tooMany);
  // Text fields and file names the database could not store (a NUL): the same refusal as any body.
  assertStorable({ ...upload.fields, files: upload.files.map((f) => f.filename) }, 'body');
  return upload;
}
