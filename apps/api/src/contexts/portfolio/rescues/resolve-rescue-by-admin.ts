import type { RescueView } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import type { ClientInfo } from '../../../shared/client-info.ts';
import { recordAudit } from '../../audit/index.ts';
import { withIdempotency } from '../../ledger/index.ts';
import { queueRescueEmail } from './rescue-emails.ts';
import { resolveRescue, type RescueOutcome } from './resolve-rescue.ts';

export interface AdminResolveInput {
  id: string;
  actorUserId: string;
  client: ClientInfo;
  idempotencyKey: string | undefined;
  reason?: string;
}

/**
 * The back office resolves a pending rescue (permission rescue.settle) with an Idempotency-Key:
 * SETTLED when operations paid it (the ledger posts it at the amount fixed when it was requested),
 * REJECTED with a reason (the quotas are released). Doing it twice resolves once; the investor's
 * e-mail is queued with the first resolution and sent after its commit.
 */
export async function resolveRescueByAdmin(
  ctx: AppContext,
  outcome: Exclude<RescueOutcome, 'CANCELED'>,
  input: AdminResolveInput,
): Promise<RescueView> {
  const answer = await withIdempotency<RescueView>(
    ctx,
    {
      callerId: input.actorUserId,
      key: input.idempotencyKey,
      scope: `POST /api/admin/rescues/{id}/${outcome === 'SETTLED' ? 'settle' : 'reject'}`,
      body: { id: input.id, reason: input.reason ?? null },
    },
    async (tx) => {
      const result = await resolveRescue(ctx, tx, {
        id: input.id,
        outcome,
        actorUserId: input.actorUserId,
        ...(input.reason ? { reason: input.reason } : {}),
      });
      if (result.changed) {
        await queueRescueEmail(ctx, tx, { userId: result.userId, moment: outcome, rescue: result.view });
        await recordAudit(tx, {
          actorUserId: input.actorUserId,
          client: input.client,
          action: outcome === 'SETTLED' ? 'rescue.settle' : 'rescue.reject',
          entity: 'rescue',
          entityId: input.id,
          before: { status: 'PENDING' },
          after: {
            status: result.view.status,
            amount: result.view.amount,
            quotas: result.view.quotas,
            reason: result.view.rejectionReason,
          },
          at: ctx.now(),
        });
      }
      return { status: 200, data: result.view };
    },
  );
  return answer.data;
}
