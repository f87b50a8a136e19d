import type { AppContext } from '../../../context.ts';
import type { ClientInfo } from '../../../shared/client-info.ts';
import { tellInvestor } from '../alerts/tell-investor.ts';
import { productsRepository } from '../../catalogue/index.ts';
import { applyReviewEvent } from './apply-review-event.ts';
import { signingApprovedEmail } from './review-emails.ts';
import { decisionOf } from './review-view.ts';

/**
 * PUT signing/{id}/approve: the signing is accepted; the investor goes on to the deposit (contract APPROVED).
 * The reason, when given, is kept with the event. She is told by an alert and an e-mail, both with
 * the link to step 3, written with the decision.
 */
export async function approveSigning(
  ctx: AppContext,
  input: { id: string; actorUserId: string; client: ClientInfo; reason?: string },
) {
  const updated = await applyReviewEvent(ctx, { ...input, event: 'APPROVE_SIGNING' }, async (tx, row) => {
    const productName = (await productsRepository.findById(tx, row.productId))?.name ?? 'el fondo';
    const path = `/onboarding/${row.id}/step-3/deposit`;
    await tellInvestor(ctx, tx, {
      userId: row.userId,
      alert: {
        kind: 'SIGNING_APPROVED',
        title: 'Aprobamos tu firma',
        message: `Ya puedes hacer tu depósito para ${productName}: transfiere y envíanos el comprobante.`,
        link: path,
      },
      mail: (to) =>
        signingApprovedEmail({
          to: to.email,
          name: to.name,
          productName,
          link: `${ctx.config.publicUrl}${path}`,
        }),
    });
  });
  return decisionOf(updated);
}
