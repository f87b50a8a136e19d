import { formatMoney } from '@invierte/domain';
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
      `Con el valor cuota de ${formatMoney(input.quotaValue, { decimals: 8, symbol: input.symbol })} del ${d}/${m}/${y} recibiste ${input.quotas} cuotas, que ya están en tu portafolio.`,
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

/** The Spanish e-mail that tells the investor her signature was not accepted: she signs again (step 2). */
export function signingRejectedEmail(input: {
  to: string;
  name: string;
  productName: string;
  reason: string | undefined;
  link: string;
}) {
  return composeMail({
    to: input.to,
    subject: 'Necesitamos que firmes tu contrato de nuevo',
    name: input.name,
    paragraphs: [
      `Revisamos la firma de tu contrato de ${input.productName} y no pudimos validarla.`,
      ...(input.reason ? [`Motivo: ${input.reason}`] : []),
      'Revisa tus documentos y fírmalos de nuevo con el código que te enviaremos; tus datos se mantienen.',
    ],
    action: { label: 'Firmar de nuevo', url: input.link },
    closing,
  });
}

/** The Spanish e-mail that tells the investor her transfer could not be verified: she sends the voucher again. */
export function depositRejectedEmail(input: {
  to: string;
  name: string;
  productName: string;
  reason: string | undefined;
  link: string;
}) {
  return composeMail({
    to: input.to,
    subject: 'No pudimos verificar tu transferencia',
    name: input.name,
    paragraphs: [
      `Revisamos el comprobante de tu transferencia para ${input.productName} y no pudimos verificarla.`,
      ...(input.reason ? [`Motivo: ${input.reason}`] : []),
      'Registra tu depósito de nuevo con el comprobante correcto para que podamos continuar con tu inversión.',
    ],
    action: { label: 'Registrar mi depósito', url: input.link },
    closing,
  });
}
