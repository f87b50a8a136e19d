import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';

/** Headers the web sends on every call (SPEC.md §7); CORS must let them through. */
export function clientHeaders(brandSlug: string): string[] {
  return [
    'authorization',
    'content-type',
    `${brandSlug}app`,
    'clientip',
    'firebase-token',
    'token-change-password',
    'idempotency-key',
    'x-request-id',
    'bypass-tunnel-reminder',
    'ngrok-skip-browser-warning',
  ];
}

export async function registerSecurity(app: FastifyInstance, config: AppConfig) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects style tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://www.youtube.com'],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // The API docs UI and local HTTP serving must not be upgraded to HTTPS by the browser.
    hsts: config.env === 'production' && config.publicUrl.startsWith('https://'),
  });
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: true,
    allowedHeaders: clientHeaders(config.brandSlug),
    exposedHeaders: ['x-request-id'],
  });
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    allowList: (req) => !req.url.startsWith('/api'),
  });
}
