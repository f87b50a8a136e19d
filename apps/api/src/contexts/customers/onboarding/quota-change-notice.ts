import { type CurrencyCode, currencySymbols, formatQuotaValue } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { composeMail } from '../../../providers/mail/mail-template.ts';
import { tellInvestor } from '../alerts/tell-investor.ts';

/**
 * Tells the investor, in the transaction that paused her request, that the fund's quota value
 * changed and she must confirm or cancel it: an alert and an e-mail, both leading to her request,
 * where the quota-changed dialog asks.
 */
export async function tellQuotaValueChanged(
  ctx: AppContext,
  tx: Db,
  input: {
    userId: string;
    onboardingId: string;
    product: { name: string; currency: string };
    oldQuotaValue: string;
    newQuotaValue: string;
  },
): Promise<void> {
  const symbol = currencySymbols[input.product.currency as CurrencyCode];
  const value = (v: string) => formatQuotaValue(v, symbol);
  const path = `/onboarding/${input.onboardingId}`;
  const change = `El valor cuota de ${input.product.name} cambió de ${value(input.oldQuotaValue)} a ${value(input.newQuotaValue)}.`;
  await tellInvestor(ctx, tx, {
    userId: input.userId,
    alert: {
      kind: 'QUOTA_VALUE_CHANGED',
      title: 'El valor cuota cambió',
      message: `${change} Confirma o cancela tu solicitud para continuar.`,
      link: path,
    },
    mail: (to) =>
      composeMail({
        to: to.email,
        subject: 'El valor cuota cambió: confirma tu solicitud',
        name: to.name,
        paragraphs: [
          change,
          'Detuvimos tu solicitud de inversión para que no continúes con un precio que ya no es el del día. Entra a tu solicitud para confirmarla con el nuevo valor cuota o cancelarla.',
        ],
        action: { label: 'Revisar mi solicitud', url: `${ctx.config.publicUrl}${path}` },
        closing: 'Si tienes dudas, responde a este correo o comunícate con tu asesor.',
      }),
  });
}
