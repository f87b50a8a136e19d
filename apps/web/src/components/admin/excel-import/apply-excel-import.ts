import type { ExcelImportConfirmation } from '@invierte/domain';
import { callEndpoint } from '../../../lib/call-endpoint';
import type { ExcelImportCalls } from './excel-import-calls';

/**
 * POST …/apply: the checked file again, with the operator's confirmation and reason for each
 * flagged row; applied in one transaction, once.
 */
export function applyExcelImport(input: {
  calls: ExcelImportCalls;
  file: File;
  confirmations: ExcelImportConfirmation[];
}) {
  const body = new FormData();
  body.append('file', input.file);
  if (input.confirmations.length > 0) body.append('confirmations', JSON.stringify(input.confirmations));
  return callEndpoint(input.calls.apply, { body, silent: true });
}
