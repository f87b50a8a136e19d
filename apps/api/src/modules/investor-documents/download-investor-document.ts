import type { AppContext } from '../../context.ts';
import { documentNotFound } from './document-view.ts';
import { investorDocumentsRepository } from './investor-documents.repository.ts';

/**
 * The bytes of one shown document, exactly as uploaded: GET /api/admin/documents/{id}/file (any
 * investor's) and GET /api/portfolio/investment-report/{id} (`ownerId`: only the caller's; anyone
 * else's is 404, so an id reveals nothing).
 */
export async function downloadInvestorDocument(
  ctx: AppContext,
  id: string,
  ownerId?: string,
): Promise<{ fileName: string; bytes: Buffer }> {
  const row = await investorDocumentsRepository.findShown(ctx.db, id, ownerId);
  if (!row) throw documentNotFound();
  const bytes = await ctx.storage.get(row.fileKey);
  if (!bytes) throw documentNotFound();
  return { fileName: row.fileName, bytes };
}
