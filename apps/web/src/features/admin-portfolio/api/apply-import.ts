import type { ExcelImportReport } from '@invierte/domain';
import { apiRequest } from '../../../lib/api-client';
import { importBase, type PortfolioImportKind } from './keys';

/** POST …/imports/{kind}/apply: the checked file again; applied in one transaction, once. */
export function applyImport(input: { kind: PortfolioImportKind; file: File }) {
  const body = new FormData();
  body.append('file', input.file);
  return apiRequest<ExcelImportReport>(`${importBase(input.kind)}/apply`, {
    method: 'POST',
    body,
    silent: true,
  });
}
