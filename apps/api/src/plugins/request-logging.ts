import { randomUUID } from 'node:crypto';
import { LogController, type FastifyLoggerOptions, type FastifyReply, type FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';
import { currentRequestId } from '../shared/request-context.ts';

const SECRET_QUERY = /([?&][^=&]*(?:token|code|password|secret)[^=&]*=)[^&]*/gi;

/** Strips secret-looking query values (verification links carry tokens) before a URL is logged. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[REDACTED]');
}

/**
 * pino options: request ids, and never a token, password or cookie in the log. A line written with
 * the process's logger while a request's work runs (a use case, a work-pool task, a queued e-mail
 * sent for it) gets that request's id too (shared/request-context.ts), under the same `requestId`
 * key Fastify binds to the request's own logger (app.ts, `requestIdLogLabel`).
 */
export function loggerOptions(level: string): FastifyLoggerOptions & LoggerOptions {
  return {
    level,
    mixin(_object, _level, logger) {
      const requestId = currentRequestId();
      // A request's own child logger has it bound already: never twice on one line.
      return requestId && !(logger.bindings() as { requestId?: string }).requestId ? { requestId } : {};
    },
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
    hooks: {
      // @fastify/compress logs as an error a compressed answer whose client went away before its end
      // ("premature close"), and Node's stream error for the same (ERR_STREAM_PREMATURE_CLOSE) reaches
      // the error handler as an unhandled error: nothing failed here, so it is an info line that says
      // so, and an alert on error lines never fires for a closed browser tab.
      logMethod(args, method, level) {
        const [first] = args;
        const gone = level >= ERROR_LEVEL ? clientGoneError(first) : undefined;
        if (gone) return this.info({ err: gone }, 'client closed the connection before the answer ended');
        return method.apply(this, args);
      },
    },
  };
}

const ERROR_LEVEL = 50;
/** The error a log call carries (itself, or as `{ err }`) when it only says the client went away. */
function clientGoneError(value: unknown): Error | undefined {
  const error = value instanceof Error ? value : (value as { err?: unknown } | undefined)?.err;
  if (!(error instanceof Error)) return undefined;
  const { code } = error as { code?: unknown };
  return error.message === 'premature close' || code === 'ERR_STREAM_PREMATURE_CLOSE' ? error : undefined;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

export function genReqId(req: { headers: Record<string, string | string[] | undefined> }): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * One access-log line per request, written when it completes (method, URL, status, time), instead of
 * Fastify's two (incoming and completed): half the logging work with nothing lost. A load balancer's
 * successful health probe (`GET /api`, many per second) logs at debug level; its failures still log.
 */
export class AccessLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
      return;
    }
    const probe = request.url === '/api' && reply.statusCode < 400;
    reply.log[probe ? 'debug' : 'info'](
      { req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
  }
}
