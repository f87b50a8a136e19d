import { monthInWords } from '@invierte/domain';
import type { MailMessage, StoredAttachment } from '../../../providers/mail/mail-provider.ts';
import { composeMail } from '../../../providers/mail/mail-template.ts';

/**
 * The monthly statement's e-mail: the month's statement attached (by its stored key, read when the
 * queue sends it), and in January the year's tax certificate too.
 */
export function monthlyStatementEmail(input: {
  to: string;
  name: string;
  period: string;
  publicUrl: string;
  statement: StoredAttachment;
  taxCertificate?: { year: number; file: StoredAttachment };
}): MailMessage {
  const month = monthInWords(input.period);
  const mail = composeMail({
    to: input.to,
    subject: `Tu estado de cuenta de ${month}`,
    name: input.name,
    paragraphs: [
      `Te enviamos adjunto tu estado de cuenta de ${month}. También lo encuentras, cuando lo necesites, en Mis documentos.`,
      ...(input.taxCertificate
        ? [
            `Adjuntamos además tu certificado de rentas y retenciones de ${input.taxCertificate.year}, con la renta de tus rescates y el impuesto retenido, para tu declaración anual.`,
          ]
        : []),
      'Si prefieres no recibir este correo cada mes, puedes desactivarlo en Mi perfil; tus estados de cuenta seguirán en Mis documentos.',
    ],
    action: { label: 'Ver Mis documentos', url: `${input.publicUrl}/perfil2/documentos` },
    closing: 'Si tienes dudas, responde a este correo o comunícate con tu asesor.',
  });
  return {
    ...mail,
    storedAttachments: [input.statement, ...(input.taxCertificate ? [input.taxCertificate.file] : [])],
  };
}
