import type { ExcelImportRecord } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const excelImportsKey = (base: string) => ['admin', 'excel-imports', base] as const;

/** GET {base}: the last files applied to one template, newest first. */
export const useExcelImports = (base: string) =>
  useQuery({ queryKey: excelImportsKey(base), queryFn: () => apiRequest<ExcelImportRecord[]>(base) });
