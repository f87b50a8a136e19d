import { reviewDocumentLabel, type ReviewDocument } from '@invierte/domain';
import type { Db } from '../../../db/client.ts';
import { investorDocumentsRepository } from '../investor-documents/investor-documents.repository.ts';
import { onboardingRepository } from '../onboarding/onboarding.repository.ts';
import { signingRepository } from '../onboarding/signing/signing.repository.ts';
import { documentsOf, documentTitle, shownSignature } from '../onboarding/signing/signing-view.ts';
import { reviewRepository } from './review.repository.ts';

/** A document of a request as the server knows it: what the list shows, and where its bytes are. */
export interface StoredReviewDocument extends ReviewDocument {
  fileKey: string;
}

const stringOf = (v: unknown) => (typeof v === 'string' ? v : null);

/**
 * Every document a reviewer may open for one request: the signing documents the investor sees
 * ("Mis documentos" chooses them the same way: the shown signature's contract, its annexes and
 * certificate), the vouchers, the final beneficiary's identity document and the team's documents
 * still in force, and the documents published
 * for the investor. The file calls resolve a document id only among these, so an id of another
 * request, a removed file or a stored key from the browser opens nothing.
 */
export async function reviewDocumentsOf(
  db: Db,
  request: { id: string; contractState: string; userId: string },
): Promise<StoredReviewDocument[]> {
  const [signingFiles, latest, others, published, parts] = await Promise.all([
    signingRepository.currentFiles(db, request.id),
    signingRepository.latestSignature(db, request.id),
    reviewRepository.files(db, request.id, ['VOUCHER', 'ADMIN_DOCUMENT', 'BENEFICIARY_DOCUMENT']),
    investorDocumentsRepository.listOfUser(db, request.userId),
    onboardingRepository.listParts(db, request.id),
  ]);
  const signing = documentsOf(signingFiles, shownSignature(latest, request.contractState));
  // The final beneficiary's document is the one the saved part names (an earlier upload replaced by
  // another, or one of an answer changed to "Sí", is no evidence of anything).
  const beneficiary = parts.find((p) => p.part === 'finalBeneficiary')?.data.beneficiary as
    { documentFileId?: unknown } | undefined;
  const kept = others.filter(
    (f) => !f.removedAt && (f.kind !== 'BENEFICIARY_DOCUMENT' || f.id === beneficiary?.documentFileId),
  );
  const requestFiles = [...signing, ...kept].map((f) => {
    const kind = f.kind;
    const type = kind === 'ADMIN_DOCUMENT' ? stringOf(f.meta.type) : null;
    return {
      id: f.id,
      kind,
      type,
      label: reviewDocumentLabel(kind, type),
      title: kind === 'CONTRACT' || kind === 'ANNEX' ? documentTitle(f) : null,
      fileName: f.fileName,
      contentType: f.contentType,
      size: f.size,
      sha256: f.sha256,
      createdAt: f.createdAt.toISOString(),
      fileKey: f.fileKey,
    };
  });
  const investorFiles = published.map((d) => ({
    id: d.id,
    kind: 'INVESTOR_DOCUMENT' as const,
    type: d.type,
    label: reviewDocumentLabel('INVESTOR_DOCUMENT', d.type),
    title: d.productName ? `${d.title} · ${d.productName}` : d.title,
    fileName: d.fileName,
    contentType: d.contentType,
    size: d.size,
    sha256: d.sha256,
    createdAt: d.createdAt.toISOString(),
    fileKey: d.fileKey,
  }));
  return [...requestFiles, ...investorFiles];
}

/** What the list answers: everything but the storage key. */
export const listedDocument = ({ fileKey: _fileKey, ...document }: StoredReviewDocument): ReviewDocument =>
  document;
