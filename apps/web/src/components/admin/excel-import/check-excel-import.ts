import { callEndpoint } from '../../../lib/call-endpoint';
import type { ExcelImportCalls } from './excel-import-calls';

/** POST …/check: every problem of the file; the server writes nothing. */
export function checkExcelImport(input: { calls: ExcelImportCalls; file: File }) {
  const body = new FormData();
  body.append('file', input.file);
  return callEndpoint(input.calls.check, { body, silent: true });
}
