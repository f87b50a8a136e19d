import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import type { ExcelImportCalls } from './excel-import-calls';

export const excelImportsKey = (calls: ExcelImportCalls) =>
  ['admin', 'excel-imports', calls.history.path] as const;

/** GET the template's imports: the last files applied to it, newest first. */
export const useExcelImports = (calls: ExcelImportCalls) =>
  useQuery({ queryKey: excelImportsKey(calls), queryFn: () => callEndpoint(calls.history) });
