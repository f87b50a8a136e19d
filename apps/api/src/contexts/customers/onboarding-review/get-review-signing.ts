import type { AppContext } from '../../../context.ts';
import { reviewRepository } from './review.repository.ts';
import { fileOf, loadForReview } from './review-view.ts';

const SIGNING_KINDS = ['CONTRACT', 'ANNEX', 'CERTIFICATE', 'ADMIN_DOCUMENT'];

/** GET signing/{id}: contract files, certificates, back-office documents (removed ones too) and signatures. */
export async function getReviewSigning(ctx: AppContext, id: string) {
  const found = await loadForReview(ctx.db, id);
  const [files, signatures] = await Promise.all([
    reviewRepository.files(ctx.db, id, SIGNING_KINDS),
    reviewRepository.signatures(ctx.db, id),
  ]);
  return {
    _id: id,
    state: found.row.state,
    keynuaContractState: found.row.contractState,
    files: files.map(fileOf),
    signatures: signatures.map((s) => ({
      id: s.id,
      contractFileId: s.contractFileId,
      contractSha256: s.contractSha256,
      status: s.status,
      provider: s.provider,
      signedAt: s.signedAt?.toISOString() ?? null,
      signerIp: s.signerIp,
      signerUserAgent: s.signerUserAgent,
      certificateFileId: s.certificateFileId,
      evidence: s.evidence,
      createdAt: s.createdAt.toISOString(),
    })),
  };
}
