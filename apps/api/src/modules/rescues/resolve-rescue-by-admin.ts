import type { RescueView } from '@invierte/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { ClientInfo } from '../../shared/client-info.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { withIdempotency } from '../ledger/idempotency.ts';
import { sendRescueEmail } from './rescue-emails.ts';
import { resolveRescue, type RescueOutcome } from './resolve-rescue.ts';

export interface AdminResolveInput {
  id: string;
  actorUserId: string;
  client: ClientInfo;
  idempotencyKey: string | undefined;
  log: FastifyBaseLogger;
  reason?: string;
}

/**
 * The back office resolves a pending rescue (permission rescue.settle) with an Idempotency-Key:
 * SETTLED when operations paid it (the ledger posts it at the amount fixed when it was requested),
 * REJECTED with a reason (the quotas are released). Doing it twice resolves once; the investor is
 * told by e-mail the first time.
 */
export async function resolveRescueByAdmin(
  ctx: AppContext,
  outcome: Exclude<RescueOutcome, 'CANCELED'>,
  input: AdminResolveInput,
): Promise<RescueView> {
  let mailTo: string | null = null;
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
        mailTo = result.userId;
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
  if (mailTo) await sendRescueEmail(ctx, input.log, { to: mailTo, moment: outcome, rescue: answer.data });
  return answer.data;
}
