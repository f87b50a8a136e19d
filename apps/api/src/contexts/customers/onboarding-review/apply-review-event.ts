import type { OnboardingEvent } from '@invierte/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { onboardings } from '../../../db/schema.ts';
import type { ClientInfo } from '../../../shared/client-info.ts';
import { recordAudit } from '../../audit/index.ts';
import { applyOnboardingEvent } from '../onboarding/apply-onboarding-event.ts';
import { loadFacts, statusOf } from '../onboarding/onboarding-view.ts';
import type { OnboardingRow } from '../onboarding/onboarding.repository.ts';
import { reviewRepository } from './review.repository.ts';
import { reviewNotFound } from './review-view.ts';

export interface ReviewEventInput {
  id: string;
  event: OnboardingEvent;
  actorUserId: string;
  client: ClientInfo;
  /** Kept on the onboarding (`reason`) and in the event's data. */
  reason?: string;
  data?: Record<string, unknown>;
}

/**
 * One back-office decision through the state machine (docs/onboarding.md): the transition is
 * refused with its Spanish 409 unless the state allows it, the update names the state and version
 * read, the event (actor, IP, user agent) and the audit row are written in the same transaction, and a
 * prepared deposit approval that no longer applies is voided with it.
 */
export async function applyReviewEvent(
  ctx: AppContext,
  input: ReviewEventInput,
  alsoInTransaction?: (tx: Db, row: OnboardingRow) => Promise<void>,
): Promise<OnboardingRow> {
  const [row] = await ctx.db.select().from(onboardings).where(eq(onboardings.id, input.id));
  if (!row) throw reviewNotFound();
  const facts = await loadFacts(ctx.db, row);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const updated = await applyOnboardingEvent(ctx, tx, {
      row,
      status: statusOf(row, facts.parts),
      event: input.event,
      actorUserId: input.actorUserId,
      client: input.client,
      at: now,
      data: { ...input.data, ...(input.reason ? { reason: input.reason } : {}) },
      ...(input.event === 'SUPPORT_CANCEL' ? { canceledAt: now } : {}),
    });
    if (input.reason)
      await tx.update(onboardings).set({ reason: input.reason }).where(eq(onboardings.id, row.id));
    const open = await reviewRepository.currentApproval(tx, row.id, true);
    if (open?.status === 'PREPARED' && updated.state !== 'IN_VERIFICATION')
      await reviewRepository.voidApproval(tx, open.id, open.version);
    await alsoInTransaction?.(tx, updated);
    await recordAudit(tx, {
      actorUserId: input.actorUserId,
      client: input.client,
      action: `onboarding.${input.event.toLowerCase()}`,
      entity: 'onboarding',
      entityId: row.id,
      before: { state: row.state, contractState: row.contractState },
      after: { state: updated.state, contractState: updated.contractState, reason: input.reason ?? null },
      at: now,
    });
    return updated;
  });
}
