import type { ExcelImportReport } from '@invierte/domain';
import { apiRequest } from '../../../lib/api-client';
import { importBase, type PortfolioImportKind } from './keys';

/** POST …/imports/{kind}/check: every problem of the file; the server writes nothing. */
export function checkImport(input: { kind: PortfolioImportKind; file: File }) {
  const body = new FormData();
  body.append('file', input.file);
  return apiRequest<ExcelImportReport>(`${importBase(input.kind)}/check`, {
    method: 'POST',
    body,
    silent: true,
  });
}
