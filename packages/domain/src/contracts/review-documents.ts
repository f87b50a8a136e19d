import { z } from 'zod';
import { investorDocumentTypeLabels, type InvestorDocumentType } from './investor-documents.ts';
import type { reviewDocumentTypes } from './onboarding-review.ts';

/**
 * The evidence a reviewer opens from a request's review (docs/back-office.md, "The review's
 * documents"): every document attached to the request and every one published for its investor,
 * listed by the server and served by id, so a stored file's key never comes from the browser.
 */

/** Where a document comes from: the request's own files, or the investor's published documents. */
export const reviewDocumentKinds = [
  'CONTRACT',
  'ANNEX',
  'CERTIFICATE',
  'VOUCHER',
  'ADMIN_DOCUMENT',
  'BENEFICIARY_DOCUMENT',
  'INVESTOR_DOCUMENT',
] as const;
export type ReviewDocumentKind = (typeof reviewDocumentKinds)[number];

export const reviewDocumentKindLabels: Record<ReviewDocumentKind, string> = {
  CONTRACT: 'Contrato',
  ANNEX: 'Anexo del contrato',
  CERTIFICATE: 'Certificado de firma',
  VOUCHER: 'Comprobante de transferencia',
  ADMIN_DOCUMENT: 'Documento agregado por el equipo',
  BENEFICIARY_DOCUMENT: 'Documento de identidad del beneficiario final',
  INVESTOR_DOCUMENT: 'Documento publicado para el inversionista',
};

/** The types of a document the back office adds at the signing stage (`reviewDocumentTypes`). */
export const reviewDocumentTypeLabels: Record<(typeof reviewDocumentTypes)[number], string> = {
  CONTRATO_FIRMADO: 'Contrato firmado',
  ANEXO: 'Anexo',
  DOCUMENTO_IDENTIDAD: 'Documento de identidad',
  OTRO: 'Otro documento',
};

/** What a reviewer reads a document as: its type when it has one, else its kind. */
export function reviewDocumentLabel(kind: ReviewDocumentKind, type: string | null): string {
  if (kind === 'ADMIN_DOCUMENT' && type && type in reviewDocumentTypeLabels)
    return reviewDocumentTypeLabels[type as keyof typeof reviewDocumentTypeLabels];
  if (kind === 'INVESTOR_DOCUMENT' && type && type in investorDocumentTypeLabels)
    return investorDocumentTypeLabels[type as InvestorDocumentType];
  return reviewDocumentKindLabels[kind];
}

export const reviewDocument = z.object({
  /** The id the file calls take; resolved by the server among this request's documents. */
  id: z.string(),
  kind: z.enum(reviewDocumentKinds),
  /** An added document's type (`reviewDocumentTypes`) or a published one's (`investorDocumentTypes`). */
  type: z.string().nullable(),
  /** "Comprobante de transferencia", "Documento de identidad"… (`reviewDocumentLabel`). */
  label: z.string(),
  /** A contract's or published document's own title, when it has one. */
  title: z.string().nullable(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  createdAt: z.string(),
});
export type ReviewDocument = z.infer<typeof reviewDocument>;

export const reviewDocumentList = z.object({ items: z.array(reviewDocument) });
export type ReviewDocumentList = z.infer<typeof reviewDocumentList>;

export const reviewDocumentParams = z.object({
  id: z.uuid({ error: 'Solicitud no válida.' }),
  documentId: z.uuid({ error: 'Documento no válido.' }),
});

/** `ver` shows it in the browser (inline), `descargar` saves it (attachment); each is audited as such. */
export const reviewDocumentFileQuery = z.object({
  modo: z
    .enum(['ver', 'descargar'], { error: 'Indica si quieres ver o descargar el documento.' })
    .default('ver'),
});
export type ReviewDocumentFileQuery = z.infer<typeof reviewDocumentFileQuery>;
