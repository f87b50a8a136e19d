import type { ExcelImportReport } from '@invierte/domain';
import { apiRequest } from '../../../lib/api-client';

/** POST {base}/check: every problem of the file; the server writes nothing. */
export function checkExcelImport(input: { base: string; file: File }) {
  const body = new FormData();
  body.append('file', input.file);
  return apiRequest<ExcelImportReport>(`${input.base}/check`, { method: 'POST', body, silent: true });
}
