import type { ReviewDocumentList } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { listedDocument, reviewDocumentsOf } from './review-documents.ts';
import { loadForReview } from './review-view.ts';

/** GET {id}/documents: the request's documents a reviewer may open, request's first, then the investor's. */
export async function listReviewDocuments(ctx: AppContext, id: string): Promise<ReviewDocumentList> {
  const found = await loadForReview(ctx.db, id);
  const documents = await reviewDocumentsOf(ctx.db, {
    id,
    contractState: found.row.contractState,
    userId: found.user.id,
  });
  return { items: documents.map(listedDocument) };
}
