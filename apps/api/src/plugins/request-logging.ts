import { randomUUID } from 'node:crypto';
import type { FastifyLoggerOptions } from 'fastify';
import type { LoggerOptions } from 'pino';

const SECRET_QUERY = /([?&][^=&]*(?:token|code|password|secret)[^=&]*=)[^&]*/gi;

/** Strips secret-looking query values (verification links carry tokens) before a URL is logged. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[REDACTED]');
}

/** pino options: request ids, and never a token, password or cookie in the log. */
export function loggerOptions(level: string): FastifyLoggerOptions & LoggerOptions {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["token-change-password"]',
        'req.headers["firebase-token"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.confirmPassword',
        '*.accessToken',
        '*.refreshToken',
      ],
      censor: '[REDACTED]',
    },
    serializers: {
      req(req) {
        return { method: req.method, url: redactUrl(req.url), remoteAddress: req.ip, requestId: req.id };
      },
    },
  };
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

export function genReqId(req: { headers: Record<string, string | string[] | undefined> }): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
