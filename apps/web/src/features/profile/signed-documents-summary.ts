import type { CustomerContract, SigningDocumentKind } from '@invierte/domain';

const words: Record<SigningDocumentKind, [singular: string, plural: string]> = {
  CONTRACT: ['contrato', 'contratos'],
  ANNEX: ['anexo', 'anexos'],
  CERTIFICATE: ['certificado', 'certificados'],
};

/**
 * The participant's home card line for her signed requests' documents, each kind counted and named
 * on its own ("1 contrato, 2 anexos y 1 certificado."): a signed request also holds annexes and the
 * signature's certificate, which are not contracts.
 */
export function signedDocumentsSummary(documents: readonly CustomerContract[]): string {
  const signed = documents.filter((d) => d.signed);
  if (signed.length === 0) return 'Aún no tienes contratos firmados.';
  const parts = (Object.keys(words) as SigningDocumentKind[]).flatMap((kind) => {
    const count = signed.filter((d) => d.kind === kind).length;
    if (count === 0) return [];
    const [one, many] = words[kind];
    return [`${count} ${count === 1 ? one : many}`];
  });
  const last = parts.pop();
  return `${parts.length > 0 ? `${parts.join(', ')} y ${last}` : last}.`;
}
