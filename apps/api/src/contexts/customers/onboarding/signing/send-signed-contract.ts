import type { AppContext } from '../../../../context.ts';
import { composeMail } from '../../../../providers/mail/mail-template.ts';
import type { OnboardingFacts } from '../onboarding-view.ts';
import type { IssuedCertificate } from './issue-certificate.ts';
import { signingRepository, type SigningFileRow } from './signing.repository.ts';

/** E-mails the investor the signed contract, its annexes and the certificate, attached as PDFs. */
export async function sendSignedContract(
  ctx: AppContext,
  input: { facts: OnboardingFacts; files: SigningFileRow[]; certificate: IssuedCertificate },
): Promise<void> {
  const account = await signingRepository.account(ctx.db, input.facts.row.userId);
  if (!account) return;
  const attachments = [];
  for (const f of input.files.filter((file) => file.kind !== 'CERTIFICATE')) {
    const bytes = await ctx.storage.get(f.fileKey);
    if (bytes) attachments.push({ filename: f.fileName, content: bytes, contentType: 'application/pdf' });
  }
  attachments.push({
    filename: input.certificate.fileName,
    content: input.certificate.bytes,
    contentType: 'application/pdf',
  });
  await ctx.mail.send({
    ...composeMail({
      to: account.email,
      subject: 'Firmaste tu contrato de participación',
      name: account.name,
      paragraphs: [
        `Firmaste el contrato de participación en ${input.facts.product.name} y sus anexos. Te los enviamos adjuntos, junto con la constancia de firma.`,
        'Nuestro equipo revisará tu solicitud y te avisaremos por correo cuando puedas realizar tu depósito.',
      ],
      closing: 'Guarda este correo: la constancia incluye la huella de cada documento firmado.',
    }),
    attachments,
  });
}
