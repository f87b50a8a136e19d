import { randomUUID } from 'node:crypto';
import { DomainError, reviewDocumentTypes } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import type { MultipartUpload } from '../../../shared/read-multipart.ts';
import { storeFiles } from '../../../shared/store-files.ts';
import type { ClientInfo } from '../../../shared/client-info.ts';
import { checkVoucherFile } from '../onboarding/deposit/check-voucher-file.ts';
import { onboardingRepository } from '../onboarding/onboarding.repository.ts';
import { reviewRepository } from './review.repository.ts';
import { fileOf, loadForReview } from './review-view.ts';
import { pdfCheckOf } from '../../../shared/readable-pdf.ts';
import { recordAudit } from '../../audit/index.ts';

const fieldError = (field: string, message: string) =>
  new DomainError('VALIDATION_ERROR', message, [{ field: `body.${field}`, message }]);

/**
 * POST signing/{id}/add-document (multipart: file, idOnboarding, type): the back office attaches a
 * document (a contract signed on paper, an identity document…) to the signing stage. The file is
 * checked by its content like a voucher (a JPG or PNG re-encoded, a PDF pdf.js can read), stored
 * under a server-made key, and its row and audit event written in one transaction; if that fails the
 * stored file is deleted.
 */
export async function addDocument(
  ctx: AppContext,
  input: { id: string; upload: MultipartUpload; actorUserId: string; client: ClientInfo },
) {
  const { idOnboarding, type } = input.upload.fields;
  if (idOnboarding !== undefined && idOnboarding !== input.id)
    throw fieldError('idOnboarding', 'La solicitud del formulario no coincide con la de la dirección.');
  if (!type || !(reviewDocumentTypes as readonly string[]).includes(type))
    throw fieldError('type', `Elige el tipo de documento: ${reviewDocumentTypes.join(', ')}.`);
  const [file, ...extra] = input.upload.files;
  if (!file) throw fieldError('file', 'Adjunta el documento.');
  if (extra.length) throw fieldError('file', 'Adjunta un solo documento por vez.');
  await loadForReview(ctx.db, input.id);
  const checked = await checkVoucherFile(file, pdfCheckOf(ctx.work));

  const now = ctx.now();
  const fileId = randomUUID();
  const row = {
    id: fileId,
    onboardingId: input.id,
    kind: 'ADMIN_DOCUMENT' as const,
    fileKey: `onboarding/${input.id}/documents/${fileId}.${checked.ext}`,
    fileName: checked.fileName,
    contentType: checked.contentType,
    size: checked.size,
    sha256: checked.sha256,
    meta: { type },
    createdBy: input.actorUserId,
    createdAt: now,
  };
  await storeFiles(ctx.storage, [{ key: row.fileKey, content: checked.content }], () =>
    ctx.db.transaction(async (tx) => {
      await reviewRepository.insertFile(tx, row);
      await onboardingRepository.insertEvent(tx, {
        onboardingId: input.id,
        actorUserId: input.actorUserId,
        event: 'DOCUMENT_ADDED',
        fromState: null,
        toState: (await loadForReview(tx, input.id)).row.state,
        data: { fileId, type, sha256: row.sha256 },
        ip: input.client.ip,
        userAgent: input.client.userAgent,
        createdAt: now,
      });
      await recordAudit(tx, {
        actorUserId: input.actorUserId,
        client: input.client,
        action: 'onboarding.document.add',
        entity: 'onboarding',
        entityId: input.id,
        after: { fileId, type, fileName: row.fileName, sha256: row.sha256 },
        at: now,
      });
    }),
  );
  const [stored] = (await reviewRepository.files(ctx.db, input.id)).filter((f) => f.id === fileId);
  if (!stored) throw new Error('added document not found');
  return fileOf(stored);
}
