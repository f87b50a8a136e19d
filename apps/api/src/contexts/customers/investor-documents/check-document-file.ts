import {
  DomainError,
  INVESTOR_DOCUMENT_MAX_BYTES,
  investorDocumentMessages,
  MAX_FILE_NAME_LENGTH,
} from '@invierte/domain';
import type { UploadedFile } from '../../../shared/read-multipart.ts';
import type { PdfCheck } from '../../../shared/readable-pdf.ts';
import type { FileContent } from '../../../shared/store-files.ts';

export interface CheckedDocument {
  fileName: string;
  /** The upload itself: stored as sent, streamed from where it was spooled. */
  content: FileContent;
  size: number;
  sha256: string;
}

const fileError = (message: string) =>
  new DomainError('VALIDATION_ERROR', message, [{ field: 'body.file', message }]);

/** What the uploader's device called the file, cleaned for display and ending in .pdf. */
function displayName(name: string): string {
  const clean = [...name]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c !== '\u007f' && c !== '/' && c !== '\\' && c !== '"')
    .join('')
    .trim()
    .replace(/\.pdf$/i, '');
  return `${(clean || 'documento').slice(0, MAX_FILE_NAME_LENGTH - 4)}.pdf`;
}

/**
 * Checks an investor document by its content: not empty, within the size limit, and a PDF pdf.js can
 * open with at least one page (`readablePdf`: on the API's work pool). The declared type and the
 * name's extension prove nothing; the investor receives exactly the bytes checked here. pdf.js needs
 * the whole file, read once for the check (at most the route's 10 MB); the store streams it.
 */
export async function checkDocumentFile(file: UploadedFile, readablePdf: PdfCheck): Promise<CheckedDocument> {
  const fileName = displayName(file.filename);
  if (file.size === 0) throw fileError(investorDocumentMessages.empty(fileName));
  if (file.size > INVESTOR_DOCUMENT_MAX_BYTES) throw fileError(investorDocumentMessages.tooLarge);
  if (!(await readablePdf(await file.read()))) throw fileError(investorDocumentMessages.notPdf(fileName));
  return { fileName, content: file, size: file.size, sha256: file.sha256 };
}
