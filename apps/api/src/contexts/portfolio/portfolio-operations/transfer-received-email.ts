import { composeMail } from '../../../providers/mail/mail-template.ts';

/** The Spanish e-mail that tells a participant quotas were transferred to her. */
export function transferReceivedEmail(input: {
  to: string;
  name: string;
  productName: string;
  quotas: string;
  value: string;
  link: string;
}) {
  return composeMail({
    to: input.to,
    subject: 'Recibiste cuotas por transferencia',
    name: input.name,
    paragraphs: [
      `Otro partícipe te transfirió ${input.quotas} cuotas de ${input.productName}, que hoy valen ${input.value}.`,
      'Ya están en tu portafolio; puedes verlas en tus movimientos.',
    ],
    action: { label: 'Ver mis movimientos', url: input.link },
    closing: 'Si no esperabas esta transferencia, responde a este correo o comunícate con tu asesor.',
  });
}
