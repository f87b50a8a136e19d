import { DomainError } from '@invierte/domain';
import type { FastifyRequest } from 'fastify';
import { assertStorable } from '../plugins/storable-text.ts';

export interface MultipartUpload {
  fields: Record<string, string>;
  files: Array<{ fieldname: string; filename: string; bytes: Buffer }>;
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

/**
 * Reads a whole multipart request into memory within the limits, so a use case can check every
 * part before storing anything. One file more than allowed is read, so "too many" is reported by
 * count rather than by the parser cutting the stream. A broken body is the caller's fault (400).
 */
export async function readMultipart(
  request: FastifyRequest,
  limits: MultipartLimits,
): Promise<MultipartUpload> {
  if (!request.isMultipart()) throw new DomainError('UNSUPPORTED_MEDIA_TYPE');
  const upload: MultipartUpload = { fields: {}, files: [] };
  try {
    for await (const part of request.parts({
      limits: { files: limits.maxFiles + 1, fileSize: limits.maxFileBytes },
    })) {
      if (part.type === 'file')
        upload.files.push({
          fieldname: part.fieldname,
          filename: part.filename,
          bytes: await part.toBuffer(),
        });
      else if (typeof part.value === 'string') upload.fields[part.fieldname] = part.value;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileError('PAYLOAD_TOO_LARGE', limits.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw fileError('VALIDATION_ERROR', limits.tooMany);
    throw new DomainError(
      'BAD_REQUEST',
      'El formulario enviado está incompleto o dañado. Inténtalo de nuevo.',
    );
  }
  if (upload.files.length > limits.maxFiles) throw fileError('VALIDATION_ERROR', limits.tooMany);
  // Text fields and file names the database could not store (a NUL): the same refusal as any body.
  assertStorable({ ...upload.fields, files: upload.files.map((f) => f.filename) }, 'body');
  return upload;
}
