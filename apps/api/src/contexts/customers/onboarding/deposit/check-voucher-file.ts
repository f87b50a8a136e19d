import { createHash } from 'node:crypto';
import {
  DEPOSIT_MAX_FILE_BYTES,
  DEPOSIT_MAX_IMAGE_SIDE,
  depositMessages,
  DomainError,
  MAX_FILE_NAME_LENGTH,
} from '@invierte/domain';
import { sniffImageType } from '../../../../shared/image-type.ts';
import type { UploadedFile } from '../../../../shared/read-multipart.ts';
import { isReadablePdf, type PdfCheck } from '../../../../shared/readable-pdf.ts';
import { MAX_IMAGE_PIXELS, reencodeImage } from '../../../../shared/reencode-image.ts';
import type { FileContent } from '../../../../shared/store-files.ts';

export interface CheckedVoucher {
  fileName: string;
  ext: 'jpg' | 'png' | 'pdf';
  contentType: string;
  /** The re-encoded image in memory, or the PDF as sent, streamed from where it was spooled. */
  content: FileContent;
  size: number;
  sha256: string;
}

const fileError = (message: string) =>
  new DomainError('VALIDATION_ERROR', message, [{ field: 'body.files', message }]);

// Kept here too for the modules that imported it from the voucher check.
export { isReadablePdf };

const typeLabel = { jpg: 'JPG', png: 'PNG', pdf: 'PDF' } as const;
type VoucherExt = keyof typeof typeLabel;

/** The type the file's name claims, from its extension; null for any other name. */
function claimedType(name: string): VoucherExt | null {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  if (ext === 'jpg' || ext === 'jpeg') return 'jpg';
  return ext === 'png' || ext === 'pdf' ? ext : null;
}

/** What the investor's device called the file, trimmed for display (never used as a storage key). */
function displayName(name: string): string {
  const clean = [...name]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c !== '\u007f' && c !== '/' && c !== '\\')
    .join('')
    .trim();
  return (clean || 'comprobante').slice(0, MAX_FILE_NAME_LENGTH);
}

/**
 * Checks one deposit voucher by its content: not empty, at most 5 MB, and really a JPG or PNG (decoded
 * and re-encoded, so only its pixels are kept) or a PDF pdf.js can parse (kept as sent: re-writing a
 * bank's PDF would change the document the back office verifies). The part's declared type proves
 * nothing; the name's extension must agree with the content. The type is told by the file's first
 * bytes; decoding an image and parsing a PDF need the whole file, read for that (at most 5 MB).
 */
export async function checkVoucherFile(
  file: UploadedFile,
  readablePdf: PdfCheck = isReadablePdf,
): Promise<CheckedVoucher> {
  const fileName = displayName(file.filename);
  if (file.size === 0) throw fileError(depositMessages.empty(fileName));
  if (file.size > DEPOSIT_MAX_FILE_BYTES) throw fileError(depositMessages.oversize(fileName));
  const hash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

  const claimed = claimedType(fileName);
  if (!claimed) throw fileError(depositMessages.wrongType(fileName));
  // The content decides; a name that says otherwise (a PDF called .png) is refused, not renamed.
  const mismatch = (real: VoucherExt) =>
    real !== claimed
      ? fileError(depositMessages.mismatch(fileName, typeLabel[claimed], typeLabel[real]))
      : null;

  const sniffed = sniffImageType(file.head);
  if (sniffed && sniffed.ext !== 'webp') {
    const wrongName = mismatch(sniffed.ext);
    if (wrongName) throw wrongName;
    const image = await reencodeImage(await file.read(), {
      types: ['jpg', 'png'],
      maxSide: DEPOSIT_MAX_IMAGE_SIDE,
      reject: (reason) => {
        switch (reason) {
          case 'empty':
            return fileError(depositMessages.empty(fileName));
          case 'type':
            return fileError(depositMessages.wrongType(fileName));
          case 'pixels':
            return fileError(
              `«${fileName}» es demasiado grande: usa una imagen de hasta ${MAX_IMAGE_PIXELS / 1_000_000} megapíxeles.`,
            );
          case 'decode':
            return fileError(`«${fileName}» no es una imagen válida.`);
        }
      },
    });
    const ext = image.type.ext === 'png' ? 'png' : 'jpg';
    return {
      fileName,
      ext,
      contentType: image.type.mime,
      content: image.bytes,
      size: image.bytes.length,
      sha256: hash(image.bytes),
    };
  }
  if (!sniffed && (await readablePdf(await file.read()))) {
    const wrongName = mismatch('pdf');
    if (wrongName) throw wrongName;
    return {
      fileName,
      ext: 'pdf',
      contentType: 'application/pdf',
      content: file,
      size: file.size,
      sha256: file.sha256,
    };
  }
  throw fileError(depositMessages.wrongType(fileName));
}
