import { z } from 'zod';

/**
 * Documents the back office uploads for one investor (requirements R7 Admin: account statement, investment
 * report, certificate) and the investor downloads from the portfolio (requirements R7 Portfolio:
 * {id}/investment-reports, investment-report/{id}): docs/back-office.md, "Investor documents".
 */

export const investorDocumentTypes = [
  'ACCOUNT_STATEMENT',
  'INVESTMENT_REPORT',
  'CERTIFICATE',
  'TAX_CERTIFICATE',
] as const;
export type InvestorDocumentType = (typeof investorDocumentTypes)[number];

export const investorDocumentTypeLabels: Record<InvestorDocumentType, string> = {
  ACCOUNT_STATEMENT: 'Estado de cuenta',
  INVESTMENT_REPORT: 'Reporte de inversión',
  CERTIFICATE: 'Certificado de participación',
  TAX_CERTIFICATE: 'Certificado de rentas y retenciones',
};

/** A published report may run to many pages of charts: more room than a deposit voucher. */
export const INVESTOR_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const INVESTOR_DOCUMENT_TITLE_MAX = 120;

export const investorDocumentMessages = {
  tooLarge: 'El documento debe pesar como máximo 10 MB.',
  tooMany: 'Adjunta un solo documento por vez.',
  missing: 'Adjunta el documento en PDF.',
  empty: (name: string) => `«${name}» está vacío: adjunta el PDF del documento.`,
  notPdf: (name: string) => `«${name}» no es un PDF válido: adjunta el documento en PDF.`,
} as const;

/** The multipart fields of an upload (the file travels beside them as `file`). */
export const investorDocumentUploadFields = z.object({
  userId: z.uuid({ error: 'Elige al inversionista.' }),
  /** The fund it concerns; absent or empty for a document about the whole account. */
  productId: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.uuid({ error: 'Fondo no válido.' }).optional(),
  ),
  type: z.enum(investorDocumentTypes, {
    error: 'Elige el tipo: estado de cuenta, reporte de inversión, certificado o certificado de rentas.',
  }),
  title: z
    .string({ error: 'Escribe el periodo o el título del documento.' })
    .trim()
    .min(1, 'Escribe el periodo o el título del documento.')
    .max(INVESTOR_DOCUMENT_TITLE_MAX, `Máximo ${INVESTOR_DOCUMENT_TITLE_MAX} caracteres.`),
});
export type InvestorDocumentUploadFields = z.infer<typeof investorDocumentUploadFields>;

/** What the investor sees of one of their documents. */
export const investmentReport = z.object({
  id: z.string(),
  productId: z.string().nullable(),
  productName: z.string().nullable(),
  type: z.enum(investorDocumentTypes),
  title: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
});
export type InvestmentReport = z.infer<typeof investmentReport>;
export const investmentReportList = z.array(investmentReport);

/** What the back office sees: also the owner, the checksum and who uploaded it. */
export const investorDocument = investmentReport.extend({
  userId: z.string(),
  sha256: z.string(),
  createdBy: z.string().nullable(),
});
export type InvestorDocument = z.infer<typeof investorDocument>;
export const investorDocumentList = z.array(investorDocument);

export const investorDocumentsQuery = z.object({ userId: z.uuid({ error: 'Usuario no válido.' }) });
export const investorDocumentIdParams = z.object({ id: z.uuid({ error: 'Documento no válido.' }) });

/** The back office's upload form (the investor is chosen beforehand; the file is checked apart). */
export const investorDocumentForm = z.object({
  type: investorDocumentUploadFields.shape.type,
  /** '' for a document about the whole account. */
  productId: z.string(),
  title: investorDocumentUploadFields.shape.title,
});
export type InvestorDocumentForm = z.infer<typeof investorDocumentForm>;
