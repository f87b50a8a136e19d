import type { FastifyReply } from 'fastify';
import type { StoredFileStream } from '../providers/storage/file-storage.ts';

/**
 * Sends a stored file's bytes as the store streams them, never whole in memory, with their length
 * when the store knows it. The store has already checked an immutable file by then (FileStorage
 * getStream), so an altered one is answered 409 before any header or byte goes out.
 */
export function sendFileBody(reply: FastifyReply, body: StoredFileStream) {
  if (body.contentLength !== undefined) reply.header('content-length', body.contentLength);
  return reply.send(body);
}

/**
 * Sends a stored file with its checked content type, shown in the browser (`inline`) or saved
 * (`attachment`) under its own name: the header's plain name is ASCII, the exact one UTF-8 encoded.
 * Never cached: these are an investor's documents.
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: { fileName: string; contentType: string; body: StoredFileStream },
  disposition: 'inline' | 'attachment' = 'attachment',
) {
  const ascii =
    file.fileName
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'documento';
  reply
    .header('content-type', file.contentType)
    .header(
      'content-disposition',
      `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff');
  return sendFileBody(reply, file.body);
}
