import { randomUUID } from 'node:crypto';
import { documentTypeLabels, type DocumentType, currencyLabel, currencyWords } from '@invierte/domain';
import type { AppContext } from '../../../../context.ts';
import { storeFiles } from '../../../../shared/store-files.ts';
import type { OnboardingFacts } from '../onboarding-view.ts';
import { sha256Of } from './create-contract.ts';
import { evidenceOf, recordSigningEvent, type EvidenceEvent } from './signing-evidence.ts';
import { signingRepository } from './signing.repository.ts';
import type { CertificateData } from './signing-document-data.ts';

const eventTexts: Record<string, string> = {
  SIGNING_DOCUMENTS_ACCEPTED: 'El partícipe aceptó los documentos',
  SIGNING_CODE_SENT: 'Código de un solo uso enviado',
  SIGNING_CODE_REFUSED: 'Código incorrecto o vencido',
  SIGNING_CODE_LIMITED: 'Envío de código rechazado por límite',
  SIGNING_CODE_VERIFIED: 'Código verificado y documentos firmados',
  SIGNING_HASH_MISMATCH: 'Huella de un documento no coincide; firma rechazada',
  SIGNING_PROVIDER_CALLBACK: 'Aviso del proveedor de firma',
};
const describe = (e: EvidenceEvent) =>
  `${eventTexts[e.type] ?? e.type}${e.ip ? ` · IP ${e.ip}` : ''}${
    typeof e.detail?.to === 'string' ? ` · a ${e.detail.to}` : ''
  }`;

export interface IssuedCertificate {
  fileName: string;
  bytes: Buffer;
}

/** Writes the evidence certificate of a signed signature (work pool), stores it and links it. */
export async function issueCertificate(
  ctx: AppContext,
  input: { facts: OnboardingFacts; signatureId: string },
): Promise<IssuedCertificate> {
  const { facts } = input;
  const signature = await signingRepository.findSignature(ctx.db, input.signatureId);
  const account = await signingRepository.account(ctx.db, facts.row.userId);
  if (!signature?.signedAt || !account) throw new Error(`signature ${input.signatureId} is not signed`);
  const evidence = evidenceOf(signature.evidence);
  const person = facts.parts.get('personalInformation') ?? {};
  const name = [person.name, person.lastName, person.secondLastName]
    .filter((v) => typeof v === 'string' && v)
    .join(' ');
  const documentType = String(person.documentType ?? account.documentType ?? '');
  const data: CertificateData = {
    onboardingId: facts.row.id,
    signatureId: signature.id,
    investorName: name || [account.name, account.lastName, account.secondLastName].filter(Boolean).join(' '),
    investorDocument: `${documentTypeLabels[documentType as DocumentType] ?? documentType} N.°\u00a0${String(person.documentNumber ?? account.documentNumber ?? '')}`,
    investorEmail: account.email,
    productName: `${facts.product.name} en ${currencyLabel(currencyWords, facts.product.currency)}`,
    documents: evidence.documents.map((d) => ({
      title: d.title,
      fileName: d.fileName,
      sha256: d.sha256,
      size: d.size,
    })),
    signedAt: signature.signedAt.toISOString(),
    ip: signature.signerIp ?? '—',
    userAgent: signature.signerUserAgent ?? '—',
    provider: signature.provider,
    events: evidence.events.map((e) => ({ at: e.at, text: describe(e) })),
  };
  const bytes = Buffer.from(await ctx.work.run('renderSignatureCertificate', data));
  const id = randomUUID();
  const fileName = 'constancia-de-firma.pdf';
  const fileKey = `onboarding/${facts.row.id}/contract/${id}.pdf`;
  const now = ctx.now();
  await storeFiles(ctx.storage, [{ key: fileKey, content: bytes }], () =>
    ctx.db.transaction(async (tx) => {
      await signingRepository.insertFiles(tx, [
        {
          id,
          onboardingId: facts.row.id,
          kind: 'CERTIFICATE',
          fileKey,
          fileName,
          contentType: 'application/pdf',
          size: bytes.length,
          sha256: sha256Of(bytes),
          meta: { title: 'Constancia de firma electrónica', signatureId: signature.id },
          createdBy: facts.row.userId,
          createdAt: now,
        },
      ]);
      await signingRepository.linkCertificate(tx, signature.id, id);
      await recordSigningEvent(tx, {
        onboardingId: facts.row.id,
        state: facts.row.state,
        signatureId: signature.id,
        type: 'SIGNING_CERTIFICATE_ISSUED',
        actorUserId: null,
        client: null,
        at: now,
        detail: { fileId: id, sha256: sha256Of(bytes) },
      });
    }),
  );
  return { fileName, bytes };
}
