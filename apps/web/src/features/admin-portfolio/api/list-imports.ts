import type { ExcelImportRecord } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminPortfolioKey, importBase, type PortfolioImportKind } from './keys';

/** GET …/imports/{kind}: the last files applied, newest first. */
export const useAppliedImports = (kind: PortfolioImportKind) =>
  useQuery({
    queryKey: [...adminPortfolioKey, 'imports', kind],
    queryFn: () => apiRequest<ExcelImportRecord[]>(importBase(kind)),
  });
