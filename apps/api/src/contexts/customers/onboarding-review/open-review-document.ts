import { DomainError } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import type { StoredFileStream } from '../../../providers/storage/file-storage.ts';
import type { AuditActor } from '../../audit/index.ts';
import { recordAudit } from '../../audit/index.ts';
import { reviewDocumentsOf } from './review-documents.ts';
import { loadForReview } from './review-view.ts';

const documentNotFound = () => new DomainError('NOT_FOUND', 'No encontramos ese documento en la solicitud.');

/**
 * GET {id}/documents/{documentId}/file: the bytes of one of the request's documents, exactly as
 * stored, for the reviewer to see (`view`) or save (`download`). The id is looked up among the
 * request's own documents (`reviewDocumentsOf`), never taken as a path, and streamed from the store
 * (a signed document is checked against its hash first: an altered one is refused). Each opening is written to
 * the audit log — who, from where, which document of whose request — before a byte is sent, so
 * compliance can tell who saw an investor's document; if the row cannot be written, nothing is sent.
 */
export async function openReviewDocument(
  ctx: AppContext,
  input: { id: string; documentId: string; purpose: 'view' | 'download' } & AuditActor,
): Promise<{ fileName: string; contentType: string; body: StoredFileStream }> {
  const found = await loadForReview(ctx.db, input.id);
  const documents = await reviewDocumentsOf(ctx.db, {
    id: input.id,
    contractState: found.row.contractState,
    userId: found.user.id,
  });
  const document = documents.find((d) => d.id === input.documentId);
  if (!document) throw documentNotFound();
  const body = await ctx.storage.getStream(document.fileKey);
  if (!body) throw documentNotFound();
  const at = ctx.now();
  await ctx.db
    .transaction((tx) =>
      recordAudit(tx, {
        actorUserId: input.actorUserId,
        client: input.client,
        action: `onboarding.document.${input.purpose}`,
        entity: 'onboarding',
        entityId: input.id,
        after: {
          fileId: document.id,
          kind: document.kind,
          type: document.type,
          fileName: document.fileName,
          sha256: document.sha256,
        },
        at,
      }),
    )
    .catch((error: unknown) => {
      body.destroy();
      throw error;
    });
  return { fileName: document.fileName, contentType: document.contentType, body };
}
