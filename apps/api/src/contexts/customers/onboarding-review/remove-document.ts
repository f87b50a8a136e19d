import { DomainError } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import type { ClientInfo } from '../../../shared/client-info.ts';
import { onboardingRepository } from '../onboarding/onboarding.repository.ts';
import { reviewRepository } from './review.repository.ts';
import { fileOf, loadForReview } from './review-view.ts';
import { recordAudit } from '../../audit/index.ts';

/**
 * POST signing/{id}/remove-document: marks a document the back office added as removed (who and
 * when); the row and the file stay, so the trail of what was shown to whom is kept. Only back-office
 * documents can be removed; contracts, certificates and vouchers are evidence.
 */
export async function removeDocument(
  ctx: AppContext,
  input: { id: string; fileId: string; actorUserId: string; client: ClientInfo },
) {
  const found = await loadForReview(ctx.db, input.id);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const removed = await reviewRepository.removeDocument(tx, input.id, input.fileId, input.actorUserId, now);
    if (!removed)
      throw new DomainError(
        'NOT_FOUND',
        'No encontramos un documento agregado por el equipo que se pueda quitar.',
      );
    await onboardingRepository.insertEvent(tx, {
      onboardingId: input.id,
      actorUserId: input.actorUserId,
      event: 'DOCUMENT_REMOVED',
      fromState: null,
      toState: found.row.state,
      data: { fileId: input.fileId },
      ip: input.client.ip,
      userAgent: input.client.userAgent,
      createdAt: now,
    });
    await recordAudit(tx, {
      actorUserId: input.actorUserId,
      client: input.client,
      action: 'onboarding.document.remove',
      entity: 'onboarding',
      entityId: input.id,
      before: { fileId: input.fileId, removed: false },
      after: { fileId: input.fileId, removed: true },
      at: now,
    });
  });
  const [file] = (await reviewRepository.files(ctx.db, input.id)).filter((f) => f.id === input.fileId);
  return fileOf(file!);
}
