import type { FastifyRequest } from 'fastify';

/** The device token the web sends as `firebase-token` (requirements R7), when it has one. */
export function deviceTokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers['firebase-token'];
  return typeof value === 'string' && value.length > 0 && value.length <= 4096 ? value : undefined;
}
