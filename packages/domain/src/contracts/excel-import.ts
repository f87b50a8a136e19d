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
  badHeader: 'El encabezado no corresponde a la plantilla',
  confirmationsUnreadable:
    'No pudimos leer las confirmaciones enviadas. Vuelve a revisar el archivo y confírmalas otra vez.',
  reasonTooShort: 'Escribe por qué es una operación distinta (al menos 10 caracteres).',
} as const;

/** The shortest and longest reason an operator may give for a flagged row. */
export const EXCEL_IMPORT_REASON_MIN = 10;
export const EXCEL_IMPORT_REASON_MAX = 500;

/** One problem, where the admin finds it in the file. `column` is the sheet's letter (B), `header` its title. */
export const excelImportIssue = z.object({
  row: z.number().int(),
  column: z.string(),
  header: z.string(),
  reason: z.string(),
});
export type ExcelImportIssue = z.infer<typeof excelImportIssue>;

/**
 * A row that is valid but may be a mistake, applied only once the operator confirms it with a
 * reason: identical to an earlier row of the file (REPEATED_ROW), matching an operation already
 * posted by an import or by hand (ALREADY_POSTED), or a change past the usual (UNUSUAL_CHANGE).
 */
export const excelImportFlag = excelImportIssue.extend({
  kind: z.enum(['REPEATED_ROW', 'ALREADY_POSTED', 'UNUSUAL_CHANGE']),
});
export type ExcelImportFlag = z.infer<typeof excelImportFlag>;

/** The operator's word that a flagged row is a distinct operation, and why. */
export const excelImportConfirmation = z.object({
  row: z.number().int().min(2),
  reason: z
    .string()
    .trim()
    .min(EXCEL_IMPORT_REASON_MIN, excelImportMessages.reasonTooShort)
    .max(EXCEL_IMPORT_REASON_MAX, `Escribe el motivo en hasta ${EXCEL_IMPORT_REASON_MAX} caracteres.`),
});
export type ExcelImportConfirmation = z.infer<typeof excelImportConfirmation>;
/** The `confirmations` field of an apply (multipart text, JSON): one per flagged row. */
export const excelImportConfirmations = z.array(excelImportConfirmation).max(5000);

export const excelImportSummaryLine = z.object({ label: z.string(), value: z.string() });
export type ExcelImportSummaryLine = z.infer<typeof excelImportSummaryLine>;

/** The answer of both phases. After a check `applied` is false; `issues` empty means it can be applied. */
export const excelImportReport = z.object({
  template: z.string(),
  fileName: z.string(),
  sha256: z.string(),
  /** Data rows read (empty rows skipped). */
  rows: z.number().int(),
  /**
   * Every problem, in sheet order; more than one per row when several cells are wrong. Those of row
   * 1 are the header's: the file is not the template's.
   */
  issues: z.array(excelImportIssue),
  /** How many distinct data rows (never the header) have a problem. */
  badRows: z.number().int(),
  /** Rows to confirm before applying, in sheet order (a row may have more than one). */
  flags: z.array(excelImportFlag),
  /** After an apply: the flagged rows the operator confirmed, with the reasons. */
  confirmations: z.array(excelImportConfirmation),
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
  /** Flagged rows applied on the operator's word, with the reasons. */
  confirmations: z.array(excelImportConfirmation),
  appliedAt: z.string(),
  appliedBy: z.object({ id: z.string(), name: z.string(), email: z.string() }),
});
export type ExcelImportRecord = z.infer<typeof excelImportRecord>;
