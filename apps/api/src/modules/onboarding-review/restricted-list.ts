import type { AppContext } from '../../context.ts';
import { addRestrictedPerson } from '../onboarding/add-restricted-person.ts';
import { removeRestrictedPerson } from '../onboarding/remove-restricted-person.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { AuditActor } from '../audit/audit-actor.ts';
import type { ClientInfo } from '../../shared/client-info.ts';

/** POST restricted-persons: compliance adds a document (the reason is never shown to the investor). */
export async function addToRestrictedList(
  ctx: AppContext,
  input: {
    documentType: string;
    documentNumber: string;
    reason: string;
    actorUserId: string;
    client: ClientInfo;
  },
) {
  await ctx.db.transaction(async (tx) => {
    await addRestrictedPerson({ ...ctx, db: tx }, { ...input, addedBy: input.actorUserId });
    await recordAudit(tx, {
      actorUserId: input.actorUserId,
      client: input.client,
      action: 'restricted-list.add',
      entity: 'restricted-person',
      entityId: `${input.documentType}:${input.documentNumber}`,
      after: { documentType: input.documentType, documentNumber: input.documentNumber, reason: input.reason },
      at: ctx.now(),
    });
  });
  return { documentType: input.documentType, documentNumber: input.documentNumber, restricted: true };
}

/** DELETE restricted-persons/{documentType}/{documentNumber}; held onboardings stay held until cleared. */
export async function removeFromRestrictedList(
  ctx: AppContext,
  input: { documentType: string; documentNumber: string },
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
