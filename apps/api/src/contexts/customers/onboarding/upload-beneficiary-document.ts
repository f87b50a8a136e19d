import { randomUUID } from 'node:crypto';
import {
  beneficiaryDocumentMessages,
  DomainError,
  transitionOnboarding,
  type BeneficiaryDocumentUpload,
} from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import type { MultipartUpload } from '../../../shared/read-multipart.ts';
import { pdfCheckOf } from '../../../shared/readable-pdf.ts';
import { storeFiles } from '../../../shared/store-files.ts';
import { checkVoucherFile } from './deposit/check-voucher-file.ts';
import { onboardingRepository } from './onboarding.repository.ts';
import { loadOwnedOnboarding, statusOf } from './onboarding-view.ts';

const fileError = (message: string) =>
  new DomainError('VALIDATION_ERROR', message, [{ field: 'body.file', message }]);

/**
 * POST /api/onboarding/{id}/final-beneficiary/document (multipart: file): the final beneficiary's
 * identity document, uploaded before the beneficiary-info-final part names it by the id this
 * answers. Only while the investor may still save step-1 parts. The file is checked by its content
 * like a deposit voucher (a JPG or PNG re-encoded, a PDF pdf.js can read, 5 MB at most), stored under
 * a server-made key, and its row written (or the stored file deleted again). A file no saved part
 * names is never shown to anyone: the review lists only the one the part names.
 */
export async function uploadBeneficiaryDocument(
  ctx: AppContext,
  input: { userId: string; onboardingId: string; upload: MultipartUpload },
): Promise<BeneficiaryDocumentUpload> {
  const { row, parts } = await loadOwnedOnboarding(ctx.db, input.onboardingId, input.userId);
  const allowed = transitionOnboarding(statusOf(row, parts), 'SAVE_PART');
  if (!allowed.ok) throw new DomainError(allowed.code);
  const [file, ...extra] = input.upload.files;
  if (!file) throw fileError(beneficiaryDocumentMessages.missing);
  if (extra.length) throw fileError(beneficiaryDocumentMessages.tooMany);
  const checked = await checkVoucherFile(file, pdfCheckOf(ctx.work));

  const fileId = randomUUID();
  const stored = {
    id: fileId,
    onboardingId: row.id,
    kind: 'BENEFICIARY_DOCUMENT' as const,
    fileKey: `onboarding/${row.id}/beneficiary/${fileId}.${checked.ext}`,
    fileName: checked.fileName,
    contentType: checked.contentType,
    size: checked.size,
    sha256: checked.sha256,
    createdBy: input.userId,
    createdAt: ctx.now(),
  };
  await storeFiles(ctx.storage, [{ key: stored.fileKey, content: checked.content }], () =>
    onboardingRepository.insertFile(ctx.db, stored),
  );
  return { id: fileId, fileName: stored.fileName, contentType: stored.contentType, size: stored.size };
}
