import type { FastifyReply } from 'fastify';

/**
 * Sends a stored file with its checked content type, shown in the browser (`inline`) or saved
 * (`attachment`) under its own name: the header's plain name is ASCII, the exact one UTF-8 encoded.
 * Never cached: these are an investor's documents.
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: { fileName: string; contentType: string; bytes: Buffer },
  disposition: 'inline' | 'attachment' = 'attachment',
) {
  const ascii =
    file.fileName
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'documento';
  return reply
    .header('content-type', file.contentType)
    .header(
      'content-disposition',
      `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.bytes);
}
