import type { AppContext } from '../../../context.ts';
import type { ClientInfo } from '../../../shared/client-info.ts';
import { recordAlert } from '../alerts/record-alert.ts';
import { productsRepository } from '../../catalogue/index.ts';
import { applyReviewEvent } from './apply-review-event.ts';
import { onboardingDisapprovedEmail } from './review-emails.ts';
import { decisionOf } from './review-view.ts';
import { queueMailToUser } from '../user/queue-mail-to-user.ts';

/**
 * PUT {id}/disapprove: the back office turns the onboarding down with a reason (kept on the
 * onboarding and in its event) and the investor is told by e-mail, queued with the decision and
 * sent after its commit.
 */
export async function disapproveOnboarding(
  ctx: AppContext,
  input: { id: string; actorUserId: string; client: ClientInfo; reason: string },
) {
  const updated = await applyReviewEvent(ctx, { ...input, event: 'DISAPPROVE' }, async (tx, row) => {
    const product = await productsRepository.findById(tx, row.productId);
    await recordAlert(ctx, tx, {
      userId: row.userId,
      kind: 'ONBOARDING_DISAPPROVED',
      title: 'Tu solicitud de inversión no fue aprobada',
      message: `Revisamos tu solicitud de inversión en ${product?.name ?? 'el fondo'}. Motivo: ${input.reason}`,
      link: '/portafolio',
      at: ctx.now(),
    });
    await queueMailToUser(ctx, tx, row.userId, (to) =>
      onboardingDisapprovedEmail({
        to: to.email,
        name: to.name,
        productName: product?.name ?? 'el fondo',
        reason: input.reason,
        link: `${ctx.config.publicUrl}/portafolio`,
      }),
    );
  });
  return decisionOf(updated);
}
