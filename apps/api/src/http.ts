import { errorEnvelope, successEnvelope } from '@invierte/domain';
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
  for (const status of [...errorStatuses, 429, 500]) map[status] = errorEnvelope;
  return map;
}

/** The `Idempotency-Key` header of a money-moving call (docs/ledger.md), when sent once. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  return typeof key === 'string' ? key : undefined;
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
