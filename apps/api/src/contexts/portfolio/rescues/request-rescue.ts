import type { RescueRequestBody } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { keyedRequest } from '../../ledger/index.ts';
import { RESCUE_SCOPE, rescueDesk } from './rescue-desk.ts';

export { RESCUE_SCOPE };

/**
 * POST /api/rescues (and POST /api/portfolio/movements/registerRescue): the request is checked
 * against the available quotas and the quarter's cap under their locks, priced at the applicable
 * day's quota value, and inserted with its quotas reserved on the ledger, its movement and the
 * counter raised, and its e-mail queued, in one transaction (`rescueDesk`, decision 0021). A refusal writes nothing. Takes
 * an Idempotency-Key: the same key and body answer the first result; another body is refused.
 */
export async function requestRescue(
  ctx: AppContext,
  input: {
    user: { id: string; email: string; name: string };
    body: RescueRequestBody;
    idempotencyKey: string | undefined;
  },
) {
  const key =
    input.idempotencyKey === undefined
      ? undefined
      : keyedRequest({
          callerId: input.user.id,
          key: input.idempotencyKey,
          scope: RESCUE_SCOPE,
          body: input.body,
        });
  const rescue = await rescueDesk(ctx)({
    userId: input.user.id,
    to: input.user,
    body: input.body,
    ...(key ? { key } : {}),
  });
  // The desk's transaction has committed: her pages and the back office's rescue queue read again.
  ctx.live.publish(ctx.db, { kind: 'request-changed', to: [input.user.id], by: input.user.id });
  ctx.live.publish(ctx.db, { kind: 'back-office-queue-changed', to: 'staff' });
  return rescue;
}
