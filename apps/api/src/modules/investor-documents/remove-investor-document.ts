import type { AppContext } from '../../context.ts';
import { documentNotFound } from './document-view.ts';
import { investorDocumentsRepository } from './investor-documents.repository.ts';

/**
 * DELETE /api/admin/documents/{id}: the investor no longer sees the document. The row (who removed
 * it and when) and the file stay, so what was published to whom can still be shown.
 */
export async function removeInvestorDocument(
  ctx: AppContext,
  input: { id: string; actorUserId: string },
): Promise<{ id: string }> {
  return ctx.db.transaction(async (tx) => {
    if (!(await investorDocumentsRepository.markRemoved(tx, input.id, input.actorUserId, ctx.now())))
      throw documentNotFound();
    return { id: input.id };
  });
}
