import { DomainError, errorEnvelope, successEnvelope } from '@invierte/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CachedAnswer } from './shared/answer-cache.ts';

/** Success body helper: every route answers `{ status: 'success', data }`. */
export const ok = <T>(data: T) => ({ status: 'success' as const, data });

/** Response schemas for OpenAPI: the success shape plus the error envelope for the listed statuses. */
export function responses<T extends z.ZodType>(
  data: T,
  successStatus = 200,
  errorStatuses: number[] = [400],
) {
  const map: Record<number, z.ZodType> = { [successStatus]: successEnvelope(data) };
  // Any call may be refused for too many requests, fail, or meet a database that is away (503).
  for (const status of [...errorStatuses, 429, 500, 503]) map[status] = errorEnvelope;
  return map;
}

/**
 * The `Idempotency-Key` header every money-moving call requires (docs/ledger.md), sent once: without
 * it a double click or a retry after a lost answer would move the money twice, so it is refused.
 */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const key = request.headers['idempotency-key'];
  if (typeof key === 'string' && key !== '') return key;
  const message =
    'Falta la cabecera Idempotency-Key: envía una clave única por operación para que un reintento no la repita.';
  throw new DomainError('VALIDATION_ERROR', message, [{ field: 'headers.idempotency-key', message }]);
}

/** Route config for the calls an attacker would hammer: a stricter per-address limit (AUTH_RATE_LIMIT_MAX). */
export const strictRateLimit = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/**
 * Answers from the answer cache with its ETag: a browser that sends the same validator back gets
 * 304 and no body. `no-cache` makes it ask every time, so a new quota value is never shown late.
 */
export function sendCached<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer<T>,
  audience: 'public' | 'private',
) {
  reply.header('etag', answer.etag).header('cache-control', `${audience}, no-cache`);
  const asked = request.headers['if-none-match'];
  if (asked && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === answer.etag))
    return reply.code(304).send();
  return ok(answer.data);
}
