import { limaDate } from '@invierte/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { authOf } from '../plugins/auth.ts';

/**
 * The caller's answer to this very call (path and query) from the investor answers, computed by
 * `compute` on a miss. The Lima day is part of the key: charts end today, so they change at midnight.
 */
export function investorAnswer<T>(
  ctx: AppContext,
  request: FastifyRequest,
  compute: (userId: string) => Promise<T>,
): Promise<T> {
  const { userId } = authOf(request);
  return ctx.investorAnswers.get(userId, `${limaDate(ctx.now())} ${request.url}`, () => compute(userId));
}
