import type { ExcelImportReport } from '@invierte/domain';
import { apiRequest } from '../../../lib/api-client';

/** POST {base}/apply: the checked file again; applied in one transaction, once. */
export function applyExcelImport(input: { base: string; file: File }) {
  const body = new FormData();
  body.append('file', input.file);
  return apiRequest<ExcelImportReport>(`${input.base}/apply`, { method: 'POST', body, silent: true });
}
