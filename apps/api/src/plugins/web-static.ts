import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors.ts';

/**
 * Serves the built web app. Every file of the build gets its own route (`wildcard: false`), hashed
 * assets cached for a year; any other GET outside /api that is not a file gets index.html so the
 * client router decides (and shows its own not-found page). Unknown /api paths get the error envelope.
 */
export async function registerWebStatic(app: FastifyInstance, webDist: string | undefined) {
  const hasWeb = webDist !== undefined && existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathOnly = request.url.split('?')[0] ?? '';
    const isPage =
      request.method === 'GET' && !pathOnly.startsWith('/api') && !/\.[a-z0-9]+$/i.test(pathOnly);
    if (!hasWeb || !isPage) return sendError(reply, 'ROUTE_NOT_FOUND');
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
