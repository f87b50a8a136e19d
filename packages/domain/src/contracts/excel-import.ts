import { z } from 'zod';

/**
 * Two-phase Excel imports (docs/back-office.md, "Excel imports"): a check that reports every bad row
 * and writes nothing, and an apply that writes a file with no bad row in one transaction, once.
 */

/** The most a file may weigh, and the most data rows a template takes unless it sets its own limit. */
export const EXCEL_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const EXCEL_IMPORT_MAX_ROWS = 5000;

export const excelImportMessages = {
  missing: 'Adjunta el archivo Excel (.xlsx) completado.',
  tooMany: 'Adjunta un solo archivo.',
  tooLarge: 'El archivo supera los 5 MB. Divide las filas en varios archivos.',
  notXlsx:
    'El archivo no es un Excel .xlsx que podamos abrir. Descarga la plantilla y guárdala como "Libro de Excel (.xlsx)".',
  empty: 'El archivo no tiene filas con datos debajo de los encabezados.',
  tooManyRows: (max: number) =>
    `El archivo tiene más de ${max.toLocaleString('es-PE')} filas con datos. Divídelo en varios archivos.`,
} as const;

/** One problem, where the admin finds it in the file. `column` is the sheet's letter (B), `header` its title. */
export const excelImportIssue = z.object({
  row: z.number().int(),
  column: z.string(),
  header: z.string(),
  reason: z.string(),
});
export type ExcelImportIssue = z.infer<typeof excelImportIssue>;

export const excelImportSummaryLine = z.object({ label: z.string(), value: z.string() });
export type ExcelImportSummaryLine = z.infer<typeof excelImportSummaryLine>;

/** The answer of both phases. After a check `applied` is false; `issues` empty means it can be applied. */
export const excelImportReport = z.object({
  template: z.string(),
  fileName: z.string(),
  sha256: z.string(),
  /** Data rows read (empty rows skipped). */
  rows: z.number().int(),
  /** Every bad row's problems, in sheet order; more than one per row when several cells are wrong. */
  issues: z.array(excelImportIssue),
  /** How many distinct rows have a problem. */
  badRows: z.number().int(),
  /** What the file does (or did), in words: counts and totals. */
  summary: z.array(excelImportSummaryLine),
  applied: z.boolean(),
  importId: z.string().nullable(),
  appliedAt: z.string().nullable(),
});
export type ExcelImportReport = z.infer<typeof excelImportReport>;

/** An applied file, as the import history lists it. */
export const excelImportRecord = z.object({
  id: z.string(),
  template: z.string(),
  fileName: z.string(),
  sha256: z.string(),
  rowCount: z.number().int(),
  summary: z.array(excelImportSummaryLine),
  appliedAt: z.string(),
  appliedBy: z.object({ id: z.string(), name: z.string(), email: z.string() }),
});
export type ExcelImportRecord = z.infer<typeof excelImportRecord>;
