import type { AppContext } from '../../../context.ts';
import type { ClientInfo } from '../../../shared/client-info.ts';
import { tellInvestor } from '../alerts/tell-investor.ts';
import { productsRepository } from '../../catalogue/index.ts';
import { applyReviewEvent } from './apply-review-event.ts';
import { signingRejectedEmail } from './review-emails.ts';
import { decisionOf } from './review-view.ts';

/**
 * PUT signing/{id}/reject: the signature is not accepted; the investor generates and signs again (contract REJECTED).
 * The reason, when given, is kept with the event and told to her, by an alert and an e-mail that
 * take her back to step 2, written with the decision.
 */
export async function rejectSigning(
  ctx: AppContext,
  input: { id: string; actorUserId: string; client: ClientInfo; reason?: string },
) {
  const updated = await applyReviewEvent(ctx, { ...input, event: 'REJECT_SIGNING' }, async (tx, row) => {
    const productName = (await productsRepository.findById(tx, row.productId))?.name ?? 'el fondo';
    const path = `/onboarding/${row.id}/step-2/documents`;
    await tellInvestor(ctx, tx, {
      userId: row.userId,
      alert: {
        kind: 'SIGNING_REJECTED',
        title: 'Firma tu contrato de nuevo',
        message: `No pudimos validar la firma de tu contrato de ${productName}.${input.reason ? ` Motivo: ${input.reason}` : ''}`,
        link: path,
      },
      mail: (to) =>
        signingRejectedEmail({
          to: to.email,
          name: to.name,
          productName,
          reason: input.reason,
          link: `${ctx.config.publicUrl}${path}`,
        }),
    });
  });
  return decisionOf(updated);
}
