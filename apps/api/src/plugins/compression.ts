import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers below this many bytes go as they are: compressing them costs more time than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses API answers on the fly (brotli or gzip, as the client accepts) once they pass the
 * threshold. Must be registered before the routes: @fastify/compress hooks each route as it is added.
 */
export async function registerCompression(app: FastifyInstance) {
  // The web app's files are compressed once at build time and sent as they are (web-static.ts).
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) route.compress = false;
  });
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Request bodies are not inflated: the body limit counts the bytes received, so a small
    // compressed upload could grow into far more memory than the limit allows.
    globalDecompression: false,
  });
}
