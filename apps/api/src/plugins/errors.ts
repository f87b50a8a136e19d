import { DomainError, errorCatalogue, type ErrorCode, type FieldError } from '@invierte/domain';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** Sends the error envelope (ARCHITECTURE.md): the only place a domain error code becomes a status. */
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
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST' },
  FST_REQ_FILE_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE' },
  FST_FILES_LIMIT: { code: 'VALIDATION_ERROR', message: 'Se enviaron más archivos de los permitidos.' },
  FST_PARTS_LIMIT: { code: 'VALIDATION_ERROR', message: 'Se enviaron más datos de los permitidos.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE' },
};

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) return sendError(reply, error.code, error.message, error.errors);

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

    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 'INTERNAL_ERROR');
  });
}
