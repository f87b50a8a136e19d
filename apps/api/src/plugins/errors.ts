import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import {
  DomainError,
  errorCatalogue,
  installSpanishErrors,
  type ErrorCode,
  type FieldError,
} from '@invierte/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseUnavailable, storageFull } from '../db/errors.ts';
import { bucketFull, bucketUnavailable } from '../providers/storage/store-failures.ts';
import type { Incidents } from '../shared/incidents.ts';
import { apiSecurityHeaders } from './security-headers.ts';

/** Sends the error envelope (architecture A2): the only place a domain error code becomes a status. */
export function sendError(reply: FastifyReply, code: ErrorCode, message?: string, errors: FieldError[] = []) {
  const entry = errorCatalogue[code];
  return reply
    .status(entry.status)
    .send({ status: 'error', code, message: message ?? entry.message, errors });
}

// Fastify's own client errors, mapped to catalogue codes with Spanish messages.
const fastifyCodes: Record<string, { code: ErrorCode; message?: string }> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'BAD_REQUEST', message: 'El cuerpo de la solicitud está vacío.' },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: 'BAD_REQUEST',
    message: 'El cuerpo de la solicitud no es un JSON válido.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'BAD_REQUEST',
    message: 'El tamaño declarado no coincide con los datos enviados.',
  },
  FST_ERR_BAD_URL: { code: 'INVALID_URL' },
  FST_ERR_INVALID_URL: { code: 'INVALID_URL' },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'URI_TOO_LONG' },
  FST_REQ_FILE_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE' },
  FST_FILES_LIMIT: { code: 'VALIDATION_ERROR', message: 'Se enviaron más archivos de los permitidos.' },
  FST_PARTS_LIMIT: { code: 'VALIDATION_ERROR', message: 'Se enviaron más datos de los permitidos.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE' },
};

export function registerErrorHandling(app: FastifyInstance, incidents: Incidents) {
  // zod's fallback messages (a wrong type, a missing field) in Spanish for every schema.
  installSpanishErrors();
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return sendError(reply, error.code, error.message, error.errors);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        field: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: issue.message ?? 'Dato no válido.',
      }));
      return sendError(reply, 'VALIDATION_ERROR', errors[0]?.message, errors);
    }

    if (error.statusCode === 429) return sendError(reply, 'RATE_LIMITED');

    const known = error.code ? fastifyCodes[error.code] : undefined;
    if (known) return sendError(reply, known.code, known.message);
    // Any other 4xx raised by Fastify or a plugin is the caller's fault: say so without internals.
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      if (error.statusCode === 413) return sendError(reply, 'PAYLOAD_TOO_LARGE');
      return sendError(reply, error.statusCode === 404 ? 'NOT_FOUND' : 'BAD_REQUEST');
    }

    // A part that failed (docs/deploy.md, "When a part fails"): the database restarted or is out of
    // reach, or the disk or the file bucket is full. Nothing committed; the caller is told so in Spanish, not a 500.
    if (databaseUnavailable(error) || bucketUnavailable(error)) {
      request.log.warn({ err: error }, 'dependency unavailable');
      return sendError(reply.header('retry-after', '5'), 'DEPENDENCY_UNAVAILABLE');
    }
    if (storageFull(error) || bucketFull(error)) {
      incidents.report(request.log, 'storage.full', { err: error }, 'file store full');
      return sendError(reply, 'STORAGE_FULL');
    }

    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 'INTERNAL_ERROR');
  });
}

/**
 * Fastify's `frameworkErrors`: a bad percent-encoding or an over-long path parameter fails before
 * any route or hook runs. Answer the envelope without echoing the path, with the API's headers.
 */
export function onFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.headers(apiSecurityHeaders).header('x-request-id', request.id);
  const known = fastifyCodes[error.code];
  if (known) return sendError(reply, known.code, known.message);
  request.log.error({ err: error }, 'framework error');
  return sendError(reply, 'INTERNAL_ERROR');
}

/**
 * Fastify's `clientErrorHandler`: HTTP the parser cannot read (garbage, headers too large, a
 * timeout) never reaches Fastify's reply, so the envelope is written to the socket here.
 */
export function onClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ErrorCode =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? 'REQUEST_TIMEOUT'
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? 'HEADERS_TOO_LARGE'
        : 'BAD_REQUEST';
  const { status, message } = errorCatalogue[code];
  const body = JSON.stringify({ status: 'error', code, message, errors: [] });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(error);
}

const routeMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * Unknown /api addresses: 405 with `Allow` when the path exists under another method, the Spanish
 * 404 otherwise. Register after the hooks (security headers, rate limits) so these answers get
 * them too; pages outside /api keep the web's own not-found handler (web-static.ts).
 */
export async function registerApiNotFound(app: FastifyInstance) {
  await app.register(
    async (api) => {
      api.setNotFoundHandler((request, reply) => {
        const allowed = routeMethods.filter((method) => app.findRoute({ method, url: request.url }));
        if (allowed.length === 0) return sendError(reply, 'ROUTE_NOT_FOUND');
        return sendError(reply.header('allow', allowed.join(', ')), 'METHOD_NOT_ALLOWED');
      });
    },
    { prefix: '/api' },
  );
}
