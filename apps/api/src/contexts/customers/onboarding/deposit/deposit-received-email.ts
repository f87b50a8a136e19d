import { formatMoney } from '@invierte/domain';
import { composeMail } from '../../../../providers/mail/mail-template.ts';

/** The Spanish e-mail that confirms the voucher arrived and tells what happens next. */
export function depositReceivedEmail(input: {
  to: string;
  name: string;
  productName: string;
  symbol: string;
  amount: string;
  operationNumber: string;
  link: string;
}) {
  return composeMail({
    to: input.to,
    subject: 'Recibimos el comprobante de tu depósito',
    name: input.name,
    paragraphs: [
      `Recibimos el comprobante de tu transferencia de ${formatMoney(input.amount, { decimals: 2, symbol: input.symbol })} para ${input.productName} (operación ${input.operationNumber}).`,
      'Estamos verificando tu transferencia. Cuando la confirmemos te avisaremos por este medio y verás tus cuotas en tu portafolio.',
    ],
    action: { label: 'Ver mis movimientos', url: input.link },
    closing: 'Si no hiciste esta operación, responde a este correo o comunícate con tu asesor.',
  });
}
