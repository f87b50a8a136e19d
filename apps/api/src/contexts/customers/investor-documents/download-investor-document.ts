import type { AppContext } from '../../../context.ts';
import type { StoredFileStream } from '../../../providers/storage/file-storage.ts';
import type { AuditActor } from '../../audit/index.ts';
import { recordAudit } from '../../audit/index.ts';
import { documentNotFound } from './document-view.ts';
import { investorDocumentsRepository } from './investor-documents.repository.ts';

/**
 * The bytes of one shown document, exactly as uploaded: GET /api/admin/documents/{id}/file (any
 * investor's, by `staff`) and GET /api/portfolio/investment-report/{id} (`owner`: only the caller's;
 * anyone else's is 404, so an id reveals nothing). A staff download is written to the audit log
 * before the bytes are sent, so compliance can tell who saw an investor's document.
 */
export async function downloadInvestorDocument(
  ctx: AppContext,
  id: string,
  reader: { ownerId: string } | { staff: AuditActor },
): Promise<{ fileName: string; body: StoredFileStream }> {
  const row = await investorDocumentsRepository.findShown(
    ctx.db,
    id,
    'ownerId' in reader ? reader.ownerId : undefined,
  );
  if (!row) throw documentNotFound();
  const body = await ctx.storage.getStream(row.fileKey);
  if (!body) throw documentNotFound();
  if ('staff' in reader) {
    const { actorUserId, client } = reader.staff;
    const at = ctx.now();
    await ctx.db
      .transaction((tx) =>
        recordAudit(tx, {
          actorUserId,
          client,
          action: 'document.download',
          entity: 'investor-document',
          entityId: row.id,
          after: {
            userId: row.userId,
            type: row.type,
            title: row.title,
            fileName: row.fileName,
            sha256: row.sha256,
          },
          at,
        }),
      )
      .catch((error: unknown) => {
        body.destroy();
        throw error;
      });
  }
  return { fileName: row.fileName, body };
}
