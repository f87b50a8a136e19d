import { DEPOSIT_MAX_FILES, depositMessages, DomainError } from '@invierte/domain';
import type { MultipartUpload } from '../../../../shared/read-multipart.ts';
import type { PdfCheck } from '../../../../shared/readable-pdf.ts';
import { type CheckedVoucher, checkVoucherFile } from './check-voucher-file.ts';

const fileError = (message: string) =>
  new DomainError('VALIDATION_ERROR', message, [{ field: 'body.files', message }]);

/**
 * Every file of the request checked before anything is stored: at least one, at most the room left
 * (`alreadyStored` counts the vouchers the deposit has), each by its content. One at a time: a decode
 * may take many megabytes and other requests need the threads too.
 */
export async function checkVouchers(
  files: MultipartUpload['files'],
  readablePdf: PdfCheck,
  alreadyStored = 0,
): Promise<CheckedVoucher[]> {
  if (files.length === 0) throw fileError(depositMessages.noFile);
  if (alreadyStored + files.length > DEPOSIT_MAX_FILES) throw fileError(depositMessages.tooMany);
  const checked: CheckedVoucher[] = [];
  for (const file of files) checked.push(await checkVoucherFile(file, readablePdf));
  return checked;
}
