import type { EndpointShape, excelImportRecord, excelImportReport } from '@invierte/domain';
import type { z } from 'zod';

/**
 * The four declared calls of one Excel template (packages/domain src/endpoints/back-office.ts):
 * download it, check a filled file, apply it, and the files applied.
 */
export interface ExcelImportCalls {
  template: EndpointShape & { readonly answer: 'file' };
  check: EndpointShape & { readonly answer: typeof excelImportReport; readonly multipart: true };
  apply: EndpointShape & { readonly answer: typeof excelImportReport; readonly multipart: true };
  history: EndpointShape & { readonly answer: z.ZodArray<typeof excelImportRecord> };
}
