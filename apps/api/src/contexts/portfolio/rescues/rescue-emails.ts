import { formatCurrency, formatQuotas, type RescueView } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import type { MailMessage } from '../../../providers/mail/mail-provider.ts';
import { composeMail } from '../../../providers/mail/mail-template.ts';
import { queueMailToUser } from '../../customers/index.ts';

type Moment = 'REQUESTED' | 'SETTLED' | 'REJECTED';

const subjects: Record<Moment, string> = {
  REQUESTED: 'Recibimos tu solicitud de rescate',
  SETTLED: 'Tu rescate fue pagado',
  REJECTED: 'Tu solicitud de rescate no fue aprobada',
};

function paragraphs(moment: Moment, r: RescueView): string[] {
  const amount = formatCurrency(r.amount, r.currency.code);
  const quotas = formatQuotas(r.quotas);
  const account = `${r.bankAccount.bankName} ${r.bankAccount.accountNumber}`;
  switch (moment) {
    case 'REQUESTED':
      return [
        `Registramos tu solicitud de rescate de ${quotas} cuotas de ${r.productName} por ${amount}.`,
        `Depositaremos el dinero en tu cuenta ${account}. Mientras tanto puedes ver o cancelar tu solicitud en tu portafolio.`,
      ];
    case 'SETTLED':
      return [
        `Pagamos tu rescate de ${quotas} cuotas de ${r.productName}: ${amount} a tu cuenta ${account}.`,
        'El abono puede tardar hasta un día hábil en reflejarse, según tu banco.',
      ];
    case 'REJECTED':
      return [
        `Tu solicitud de rescate de ${quotas} cuotas de ${r.productName} no fue aprobada.`,
        `Motivo: ${r.rejectionReason ?? ''}`,
        'Tus cuotas volvieron a estar disponibles en tu portafolio.',
      ];
  }
}

/** The e-mail that tells an investor what happened to their rescue. */
export function rescueEmail(
  ctx: AppContext,
  to: { email: string; name: string },
  moment: Moment,
  rescue: RescueView,
): MailMessage {
  return composeMail({
    to: to.email,
    subject: subjects[moment],
    name: to.name,
    paragraphs: paragraphs(moment, rescue),
    action: {
      label: 'Ver mis solicitudes',
      url: `${ctx.config.publicUrl}/portafolio/movimientos/rescatar-cuotas/solicitudes`,
    },
    closing: 'Si tienes dudas, responde a este correo o comunícate con tu asesor.',
  });
}

/**
 * Queues, in the resolving transaction `tx`, the e-mail that tells the investor their rescue was
 * settled or rejected: it is sent once that transaction commits, never for one that rolled back.
 */
export async function queueRescueEmail(
  ctx: AppContext,
  tx: Db,
  input: { userId: string; moment: Exclude<Moment, 'REQUESTED'>; rescue: RescueView },
): Promise<void> {
  await queueMailToUser(ctx, tx, input.userId, (to) => rescueEmail(ctx, to, input.moment, input.rescue));
}
