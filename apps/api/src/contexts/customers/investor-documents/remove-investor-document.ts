import type { AppContext } from '../../../context.ts';
import { documentNotFound } from './document-view.ts';
import { investorDocumentsRepository } from './investor-documents.repository.ts';
import { recordAudit } from '../../audit/index.ts';
import type { AuditActor } from '../../audit/index.ts';

/**
 * DELETE /api/admin/documents/{id}: the investor no longer sees the document. The row (who removed
 * it and when) and the file stay, so what was published to whom can still be shown.
 */
export async function removeInvestorDocument(
  ctx: AppContext,
  input: { id: string } & AuditActor,
): Promise<{ id: string }> {
  return ctx.db.transaction(async (tx) => {
    if (!(await investorDocumentsRepository.markRemoved(tx, input.id, input.actorUserId, ctx.now())))
      throw documentNotFound();
    await recordAudit(tx, {
      actorUserId: input.actorUserId,
      client: input.client,
      action: 'document.remove',
      entity: 'investor-document',
      entityId: input.id,
      before: { removed: false },
      after: { removed: true },
      at: ctx.now(),
    });
    return { id: input.id };
  });
}
