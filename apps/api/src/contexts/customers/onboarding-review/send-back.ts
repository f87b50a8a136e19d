import type { OnboardingEvent } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import type { ClientInfo } from '../../../shared/client-info.ts';
import type { AlertKind } from '../alerts/record-alert.ts';
import { tellInvestor } from '../alerts/tell-investor.ts';
import { productsRepository } from '../../catalogue/index.ts';
import { applyReviewEvent } from './apply-review-event.ts';
import { sentBackEmail } from './review-emails.ts';
import { decisionOf } from './review-view.ts';

/** What the investor is told when her signature or her deposit is refused, and where she goes next. */
const sentBack = {
  /** Contract REJECTED: she generates and signs again (step 2). */
  signing: {
    event: 'REJECT_SIGNING',
    step: 'step-2/documents',
    alert: {
      kind: 'SIGNING_REJECTED',
      title: 'Firma tu contrato de nuevo',
      message: (product: string) => `No pudimos validar la firma de tu contrato de ${product}.`,
    },
    mail: {
      subject: 'Necesitamos que firmes tu contrato de nuevo',
      found: (product: string) => `Revisamos la firma de tu contrato de ${product} y no pudimos validarla.`,
      next: 'Revisa tus documentos y fírmalos de nuevo con el código que te enviaremos; tus datos se mantienen.',
      action: 'Firmar de nuevo',
    },
  },
  /** The transfer cannot be matched: she registers the deposit again (step 3). */
  deposit: {
    event: 'REJECT_DEPOSIT',
    step: 'step-3/deposit',
    alert: {
      kind: 'DEPOSIT_REJECTED',
      title: 'No pudimos verificar tu transferencia',
      message: (product: string) => `Registra de nuevo tu depósito para ${product}.`,
    },
    mail: {
      subject: 'No pudimos verificar tu transferencia',
      found: (product: string) =>
        `Revisamos el comprobante de tu transferencia para ${product} y no pudimos verificarla.`,
      next: 'Registra tu depósito de nuevo con el comprobante correcto para que podamos continuar con tu inversión.',
      action: 'Registrar mi depósito',
    },
  },
} as const satisfies Record<
  string,
  {
    event: OnboardingEvent;
    step: string;
    alert: { kind: AlertKind; title: string; message: (productName: string) => string };
    mail: Parameters<typeof sentBackEmail>[0];
  }
>;

/**
 * PUT signing/{id}/reject and PUT deposit/{id}/reject: the review sends the investor back to sign or
 * to deposit again. The reason, when given, is kept with the event and told to her, by an alert and
 * an e-mail that take her back to that step, written with the decision.
 */
export async function sendBack(
  ctx: AppContext,
  what: keyof typeof sentBack,
  input: { id: string; actorUserId: string; client: ClientInfo; reason?: string },
) {
  const { event, step, alert, mail } = sentBack[what];
  const updated = await applyReviewEvent(ctx, { ...input, event }, async (tx, row) => {
    const productName = (await productsRepository.findById(tx, row.productId))?.name ?? 'el fondo';
    const path = `/onboarding/${row.id}/${step}`;
    await tellInvestor(ctx, tx, {
      userId: row.userId,
      alert: {
        kind: alert.kind,
        title: alert.title,
        message: `${alert.message(productName)}${input.reason ? ` Motivo: ${input.reason}` : ''}`,
        link: path,
      },
      mail: (to) =>
        sentBackEmail(mail, {
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
