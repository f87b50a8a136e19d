import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors.ts';

/** The web app's service worker, at the root of the build. */
export const SERVICE_WORKER_FILE = 'sw.js';

/** Hashed file names never change content: a year, and no revalidation. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The pages the build wrote their own copy of index.html for, with their code preloaded
 * (apps/web/build/route-preloads.ts): routes/pages.json maps a path to its file.
 */
export function readRoutePages(webDist: string): Map<string, string> {
  const file = path.join(webDist, 'routes', 'pages.json');
  let list: Record<string, unknown>;
  try {
    list = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    // No list (an older build) or an unreadable one: every page gets index.html, which works too.
    return new Map();
  }
  return new Map(
    Object.entries(list).filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === 'string' && /^routes\/[a-z0-9-]+\.html$/.test(entry[1]),
    ),
  );
}

/**
 * Serves the built web app. Every file of the build gets its own route (`wildcard: false`); the build
 * writes a brotli and a gzip copy next to each text file (apps/web/build/precompress.ts), and
 * `preCompressed` sends the best one the browser accepts, with `Content-Encoding` and
 * `Vary: Accept-Encoding`, falling back to the plain file. Hashed assets are cached for a year;
 * index.html and every other unhashed file (favicon, manifest, the service worker /sw.js, which also
 * gets `Service-Worker-Allowed: /`) are revalidated on each use, so a deploy reaches every tab. Any
 * other GET outside /api that is not a file gets index.html so the client router decides (and shows
 * its own not-found page); a page the build wrote its own copy for gets that copy, which preloads its
 * code. Unknown /api paths get the error envelope.
 */
export async function registerWebStatic(app: FastifyInstance, webDist: string | undefined) {
  const hasWeb = webDist !== undefined && existsSync(path.join(webDist, 'index.html'));
  const routePages = hasWeb ? readRoutePages(webDist) : new Map<string, string>();
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed copies are chosen by preCompressed, and the pages' own copies of index.html by
      // the handler below: none is requested by name.
      globIgnore: ['**/*.br', '**/*.gz', 'routes/**'],
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
        // The service worker (apps/web/build/service-worker.ts) controls every page, not only /sw.js's
        // folder; no-cache above makes each update check reach the server.
        if (path.basename(filePath).replace(/\.(?:br|gz)$/, '') === SERVICE_WORKER_FILE)
          reply.header('service-worker-allowed', '/');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathOnly = request.url.split('?')[0] ?? '';
    const isPage =
      request.method === 'GET' && !pathOnly.startsWith('/api') && !/\.[a-z0-9]+$/i.test(pathOnly);
    if (!hasWeb || !isPage) return sendError(reply, 'ROUTE_NOT_FOUND');
    return reply.header('cache-control', 'no-cache').sendFile(routePages.get(pathOnly) ?? 'index.html');
  });
}
