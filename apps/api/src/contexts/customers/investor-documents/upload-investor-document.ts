import { randomUUID } from 'node:crypto';
import {
  DomainError,
  investorDocumentMessages,
  investorDocumentUploadFields,
  type InvestorDocument,
} from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import type { MultipartUpload } from '../../../shared/read-multipart.ts';
import { pdfCheckOf } from '../../../shared/readable-pdf.ts';
import { storeFiles } from '../../../shared/store-files.ts';
import { checkDocumentFile } from './check-document-file.ts';
import { documentOf } from './document-view.ts';
import { investorDocumentsRepository } from './investor-documents.repository.ts';
import { recordAudit } from '../../audit/index.ts';
import type { AuditActor } from '../../audit/index.ts';

const fieldError = (field: string, message: string) =>
  new DomainError('VALIDATION_ERROR', message, [{ field: `body.${field}`, message }]);

/**
 * POST /api/admin/documents (multipart: userId, productId?, type, title, file): the back office
 * publishes an account statement, investment report or certificate for one investor. Every field
 * and the file (a real PDF) are checked before anything is stored; the file is then put under a
 * server-made key and its row written; if the write fails the file is deleted again.
 */
export async function uploadInvestorDocument(
  ctx: AppContext,
  input: { upload: MultipartUpload } & AuditActor,
): Promise<InvestorDocument> {
  const parsed = investorDocumentUploadFields.safeParse(input.upload.fields);
  if (!parsed.success)
    throw new DomainError(
      'VALIDATION_ERROR',
      parsed.error.issues[0]?.message,
      parsed.error.issues.map((i) => ({ field: `body.${i.path.join('.')}`, message: i.message })),
    );
  const fields = parsed.data;
  const [file, ...extra] = input.upload.files;
  if (!file) throw fieldError('file', investorDocumentMessages.missing);
  if (extra.length) throw fieldError('file', investorDocumentMessages.tooMany);

  const investor = await investorDocumentsRepository.findInvestor(ctx.db, fields.userId);
  if (!investor || investor.profile === 'ADMIN')
    throw fieldError('userId', 'No encontramos a ese inversionista.');
  if (fields.productId && !(await investorDocumentsRepository.productExists(ctx.db, fields.productId)))
    throw fieldError('productId', 'No encontramos ese fondo.');
  const checked = await checkDocumentFile(file, pdfCheckOf(ctx.work));

  const id = randomUUID();
  const fileKey = `investor-documents/${fields.userId}/${id}.pdf`;
  await storeFiles(ctx.storage, [{ key: fileKey, content: checked.content }], () =>
    ctx.db.transaction(async (tx) => {
      await investorDocumentsRepository.insert(tx, {
        id,
        userId: fields.userId,
        productId: fields.productId ?? null,
        type: fields.type,
        title: fields.title,
        fileKey,
        fileName: checked.fileName,
        contentType: 'application/pdf',
        size: checked.size,
        sha256: checked.sha256,
        createdBy: input.actorUserId,
        createdAt: ctx.now(),
      });
      await recordAudit(tx, {
        actorUserId: input.actorUserId,
        client: input.client,
        action: 'document.upload',
        entity: 'investor-document',
        entityId: id,
        after: {
          userId: fields.userId,
          productId: fields.productId ?? null,
          type: fields.type,
          title: fields.title,
          sha256: checked.sha256,
        },
        at: ctx.now(),
      });
    }),
  );
  const row = await investorDocumentsRepository.findShown(ctx.db, id);
  if (!row) throw new Error('uploaded document not found');
  return documentOf(row);
}
