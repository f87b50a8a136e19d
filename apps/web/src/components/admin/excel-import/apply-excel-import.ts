import type { ExcelImportConfirmation, ExcelImportReport } from '@invierte/domain';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST {base}/apply: the checked file again, with the operator's confirmation and reason for each
 * flagged row; applied in one transaction, once.
 */
export function applyExcelImport(input: {
  base: string;
  file: File;
  confirmations: ExcelImportConfirmation[];
}) {
  const body = new FormData();
  body.append('file', input.file);
  if (input.confirmations.length > 0) body.append('confirmations', JSON.stringify(input.confirmations));
  return apiRequest<ExcelImportReport>(`${input.base}/apply`, { method: 'POST', body, silent: true });
}
