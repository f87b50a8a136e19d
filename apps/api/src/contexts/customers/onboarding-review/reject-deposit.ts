import type { AppContext } from '../../../context.ts';
import type { ClientInfo } from '../../../shared/client-info.ts';
import { tellInvestor } from '../alerts/tell-investor.ts';
import { productsRepository } from '../../catalogue/index.ts';
import { applyReviewEvent } from './apply-review-event.ts';
import { depositRejectedEmail } from './review-emails.ts';
import { decisionOf } from './review-view.ts';

/**
 * PUT deposit/{id}/reject: the transfer cannot be matched; the investor registers the deposit again.
 * The reason, when given, is kept with the event and told to her, by an alert and an e-mail that
 * take her back to step 3, written with the decision.
 */
export async function rejectDeposit(
  ctx: AppContext,
  input: { id: string; actorUserId: string; client: ClientInfo; reason?: string },
) {
  const updated = await applyReviewEvent(ctx, { ...input, event: 'REJECT_DEPOSIT' }, async (tx, row) => {
    const productName = (await productsRepository.findById(tx, row.productId))?.name ?? 'el fondo';
    const path = `/onboarding/${row.id}/step-3/deposit`;
    await tellInvestor(ctx, tx, {
      userId: row.userId,
      alert: {
        kind: 'DEPOSIT_REJECTED',
        title: 'No pudimos verificar tu transferencia',
        message: `Registra de nuevo tu depósito para ${productName}.${input.reason ? ` Motivo: ${input.reason}` : ''}`,
        link: path,
      },
      mail: (to) =>
        depositRejectedEmail({
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
