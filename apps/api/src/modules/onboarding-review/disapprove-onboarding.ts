import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { ClientInfo } from '../../shared/client-info.ts';
import { recordAlert } from '../alerts/record-alert.ts';
import { productsRepository } from '../products/products.repository.ts';
import { applyReviewEvent } from './apply-review-event.ts';
import { onboardingDisapprovedEmail } from './review-emails.ts';
import { decisionOf, loadForReview } from './review-view.ts';

/**
 * PUT {id}/disapprove: the back office turns the onboarding down with a reason (kept on the
 * onboarding and in its event) and the investor is told by e-mail. A mail that fails is logged: the
 * decision is already committed.
 */
export async function disapproveOnboarding(
  ctx: AppContext,
  input: { id: string; actorUserId: string; client: ClientInfo; reason: string; log: FastifyBaseLogger },
) {
  const updated = await applyReviewEvent(ctx, { ...input, event: 'DISAPPROVE' }, async (tx, row) => {
    const product = await productsRepository.findById(tx, row.productId);
    await recordAlert(tx, {
      userId: row.userId,
      kind: 'ONBOARDING_DISAPPROVED',
      title: 'Tu solicitud de inversión no fue aprobada',
      message: `Revisamos tu solicitud de inversión en ${product?.name ?? 'el fondo'}. Motivo: ${input.reason}`,
      link: '/portafolio',
      at: ctx.now(),
    });
  });
  try {
    const found = await loadForReview(ctx.db, input.id);
    await ctx.mail.send(
      onboardingDisapprovedEmail({
        to: found.user.email,
        name: found.user.name,
        productName: found.product.name,
        reason: input.reason,
        link: `${ctx.config.publicUrl}/portafolio`,
      }),
    );
  } catch (error) {
    input.log.error({ err: error, onboardingId: input.id }, 'disapproved e-mail not sent');
  }
  return decisionOf(updated);
}
