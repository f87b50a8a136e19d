import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config.ts';
import { registerSecurityHeaders } from './security-headers.ts';

/** Headers the web sends on every call (requirements R7); CORS must let them through. */
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

export async function registerSecurity(app: FastifyInstance, config: AppConfig, redis: Redis | null) {
  // HSTS only where the product is served over HTTPS; on http://localhost it would break local use.
  registerSecurityHeaders(app, {
    hsts: config.env === 'production' && config.publicUrl.startsWith('https://'),
    google: Boolean(config.google.clientId),
    recaptcha: Boolean(config.recaptcha.secret && config.recaptcha.siteKey),
    communityUrl: config.communityUrl,
  });
  // The web is served from the API's own origin; CORS only matters for other configured origins,
  // and without any its per-request hook would only cost time.
  if (config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: config.corsOrigins,
      credentials: true,
      allowedHeaders: clientHeaders(config.brandSlug),
      exposedHeaders: ['x-request-id'],
    });
  }
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    allowList: (req) => !req.url.startsWith('/api'),
    keyGenerator: rateLimitKey,
    // With Redis every API process counts into one window per address; if Redis is away the
    // request is let through rather than refused (the per-account limiters still fall back locally).
    ...(redis ? { redis, nameSpace: `${config.redis.prefix}rate:`, skipOnError: true } : {}),
  });
}

/**
 * The address a request is counted under. A client that hung up before its request reached the
 * limiter has no address any more; it is counted under one shared key instead of making the
 * limiter throw (an unhandled error in the log for a request nobody waits for).
 */
export function rateLimitKey(request: { ip: string | undefined }): string {
  return request.ip ?? 'unknown-address';
}
