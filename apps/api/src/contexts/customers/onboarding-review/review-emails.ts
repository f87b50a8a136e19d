import { formatMoney, formatQuotas, formatQuotaValue } from '@invierte/domain';
import { composeMail } from '../../../providers/mail/mail-template.ts';

/** The Spanish e-mail that tells the investor the deposit was approved and the quotas credited. */
export function onboardingApprovedEmail(input: {
  to: string;
  name: string;
  productName: string;
  symbol: string;
  amount: string;
  quotaValue: string;
  quotaValueDate: string;
  quotas: string;
  link: string;
}) {
  const [y, m, d] = input.quotaValueDate.split('-');
  return composeMail({
    to: input.to,
    subject: '¡Tu inversión fue aprobada!',
    name: input.name,
    paragraphs: [
      `Confirmamos tu depósito de ${formatMoney(input.amount, { decimals: 2, symbol: input.symbol })} para ${input.productName}.`,
      `Con el valor cuota de ${formatQuotaValue(input.quotaValue, input.symbol)} del ${d}/${m}/${y} recibiste ${formatQuotas(input.quotas)} cuotas, que ya están en tu portafolio.`,
      'Desde ahora eres partícipe del fondo.',
    ],
    action: { label: 'Ver mi portafolio', url: input.link },
    closing: 'Si tienes dudas, responde a este correo o comunícate con tu asesor.',
  });
}

/** The Spanish e-mail that tells the investor the onboarding was not approved, and why. */
export function onboardingDisapprovedEmail(input: {
  to: string;
  name: string;
  productName: string;
  reason: string;
  link: string;
}) {
  return composeMail({
    to: input.to,
    subject: 'Tu solicitud de inversión no fue aprobada',
    name: input.name,
    paragraphs: [
      `Revisamos tu solicitud de inversión en ${input.productName} y no pudimos aprobarla.`,
      `Motivo: ${input.reason}`,
      'Si ya realizaste una transferencia, nos comunicaremos contigo para devolverte el dinero.',
    ],
    action: { label: 'Ir a mi portafolio', url: input.link },
    closing: 'Si tienes dudas, responde a este correo o comunícate con tu asesor.',
  });
}

const closing = 'Si tienes dudas, responde a este correo o comunícate con tu asesor.';

/** The Spanish e-mail that tells the investor her signature was approved: she can now deposit (step 3). */
export function signingApprovedEmail(input: { to: string; name: string; productName: string; link: string }) {
  return composeMail({
    to: input.to,
    subject: 'Aprobamos tu firma: ya puedes hacer tu depósito',
    name: input.name,
    paragraphs: [
      `Revisamos y aprobamos la firma de tu contrato de ${input.productName}.`,
      'El siguiente paso es tu depósito: transfiere el monto de tu inversión a la cuenta del fondo y envíanos el comprobante desde tu solicitud.',
    ],
    action: { label: 'Hacer mi depósito', url: input.link },
    closing,
  });
}

/**
 * The Spanish e-mail that tells the investor her signature or her transfer was not accepted, why when
 * the reviewer said, and the step she takes again (texts per step in send-back.ts).
 */
export function sentBackEmail(
  texts: { subject: string; found: (productName: string) => string; next: string; action: string },
  input: { to: string; name: string; productName: string; reason: string | undefined; link: string },
) {
  return composeMail({
    to: input.to,
    subject: texts.subject,
    name: input.name,
    paragraphs: [
      texts.found(input.productName),
      ...(input.reason ? [`Motivo: ${input.reason}`] : []),
      texts.next,
    ],
    action: { label: texts.action, url: input.link },
    closing,
  });
}
