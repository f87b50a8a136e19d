import { onboardingStatesAllowing, type DocumentType } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { addRestrictedPerson } from '../onboarding/add-restricted-person.ts';
import { applyOnboardingEvent } from '../onboarding/apply-onboarding-event.ts';
import { onboardingRepository } from '../onboarding/onboarding.repository.ts';
import { loadFacts, statusOf } from '../onboarding/onboarding-view.ts';
import { removeRestrictedPerson } from '../onboarding/remove-restricted-person.ts';
import { recordAudit } from '../../audit/index.ts';
import type { AuditActor } from '../../audit/index.ts';
import type { ClientInfo } from '../../../shared/client-info.ts';
import { reviewRepository } from './review.repository.ts';

/** The stages a new restricted-list entry holds (ON_HOLD itself is already held). */
const holdable = onboardingStatesAllowing('RESTRICTED_MATCH').filter((s) => s !== 'ON_HOLD');

/**
 * The list grew: every onboarding in flight that names the document (docs/onboarding.md,
 * RESTRICTED_MATCH "when the list grows") is held for compliance, as it would have been had the
 * document been listed when it was saved; a prepared deposit approval of one is voided, since the
 * deposit can no longer be approved until the hold is cleared. Returns the held ids.
 */
async function holdOnboardingsNaming(
  ctx: AppContext,
  tx: Db,
  document: { documentType: DocumentType; documentNumber: string },
  at: Date,
): Promise<string[]> {
  const held: string[] = [];
  for (const row of await onboardingRepository.lockNamingDocument(tx, document, holdable)) {
    const { parts } = await loadFacts(tx, row);
    await applyOnboardingEvent(ctx, tx, {
      row,
      status: statusOf(row, parts),
      event: 'RESTRICTED_MATCH',
      actorUserId: null,
      client: null,
      at,
      data: { document: 'restricted-list', ...document },
    });
    const open = await reviewRepository.currentApproval(tx, row.id, true);
    if (open?.status === 'PREPARED') await reviewRepository.voidApproval(tx, open.id, open.version);
    held.push(row.id);
  }
  return held;
}

/**
 * POST restricted-persons: compliance adds a document (the reason is never shown to the investor);
 * the onboardings in flight that name it are held in the same transaction.
 */
export async function addToRestrictedList(
  ctx: AppContext,
  input: {
    documentType: DocumentType;
    documentNumber: string;
    reason: string;
    actorUserId: string;
    client: ClientInfo;
  },
) {
  const at = ctx.now();
  const document = { documentType: input.documentType, documentNumber: input.documentNumber };
  const held = await ctx.db.transaction(async (tx) => {
    await addRestrictedPerson({ ...ctx, db: tx }, { ...input, addedBy: input.actorUserId });
    const held = await holdOnboardingsNaming(ctx, tx, document, at);
    await recordAudit(tx, {
      actorUserId: input.actorUserId,
      client: input.client,
      action: 'restricted-list.add',
      entity: 'restricted-person',
      entityId: `${input.documentType}:${input.documentNumber}`,
      after: { ...document, reason: input.reason, heldOnboardings: held },
      at,
    });
    return held;
  });
  return { ...document, restricted: true, heldOnboardings: held.length };
}

/** DELETE restricted-persons/{documentType}/{documentNumber}; held onboardings stay held until cleared. */
export async function removeFromRestrictedList(
  ctx: AppContext,
  input: { documentType: DocumentType; documentNumber: string },
  actor: AuditActor,
) {
  await ctx.db.transaction(async (tx) => {
    await removeRestrictedPerson({ ...ctx, db: tx }, input.documentType, input.documentNumber);
    await recordAudit(tx, {
      ...actor,
      action: 'restricted-list.remove',
      entity: 'restricted-person',
      entityId: `${input.documentType}:${input.documentNumber}`,
      before: { documentType: input.documentType, documentNumber: input.documentNumber },
      at: ctx.now(),
    });
  });
  return { ...input, restricted: false };
}
