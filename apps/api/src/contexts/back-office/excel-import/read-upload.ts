import { createHash } from 'node:crypto';
import {
  DomainError,
  EXCEL_IMPORT_MAX_ROWS,
  excelImportMessages,
  type ExcelImportIssue,
} from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import type { MultipartUpload } from '../../../shared/read-multipart.ts';
import { folded } from './cells.ts';
import {
  columnLetter,
  type AnyExcelImportTemplate,
  type ImportColumn,
  type ImportRow,
} from './define-template.ts';

const fileError = (message: string) =>
  new DomainError('VALIDATION_ERROR', message, [{ field: 'body.file', message }]);

/** A .xlsx is a ZIP archive: its first bytes are the local file header "PK\x03\x04". */
const looksLikeZip = (bytes: Buffer) =>
  bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

export interface ReadImport {
  fileName: string;
  /** SHA-256 of the rows' content (see `contentFingerprint`), the import's identity. */
  sha256: string;
  /** Data rows read (non-empty). */
  rowCount: number;
  /** Every data row with the cells that parsed (a bad or empty cell is absent), in sheet order. */
  rows: ImportRow<Record<string, unknown>>[];
  /** Header and cell problems, in sheet order. */
  issues: ExcelImportIssue[];
  /** Column key → its letter and header in the uploaded sheet. */
  located: Map<string, { letter: string; header: string }>;
}

/**
 * Reads the one uploaded file of an import: checked by content (a ZIP that exceljs opens as a
 * workbook, the size already bounded by the multipart reader), its sheet read on the work pool, the
 * headers matched to the template's columns by name (order free; case, accents and "*" ignored), and
 * every cell parsed. Problems of the file as a whole are a 400; problems of headers and cells are
 * issues, reported with the rest.
 */
export async function readImportUpload(
  ctx: AppContext,
  template: AnyExcelImportTemplate,
  upload: MultipartUpload,
): Promise<ReadImport> {
  const [file, ...extra] = upload.files;
  if (!file) throw fileError(excelImportMessages.missing);
  if (extra.length) throw fileError(excelImportMessages.tooMany);
  if (!looksLikeZip(file.head)) throw fileError(excelImportMessages.notXlsx);
  const maxRows = template.maxRows ?? EXCEL_IMPORT_MAX_ROWS;
  const sheet = await ctx.work.run('readImportSheet', {
    // The workbook is parsed whole, so read whole: at most EXCEL_IMPORT_MAX_BYTES (5 MB).
    bytes: new Uint8Array(await file.read()),
    sheetName: template.sheetName,
    maxRows,
  });
  if (!sheet.ok) throw fileError(excelImportMessages.notXlsx);
  if (sheet.rows.length === 0) throw fileError(excelImportMessages.empty);
  if (sheet.rows.length > maxRows) throw fileError(excelImportMessages.tooManyRows(maxRows));

  const columns = Object.entries(template.columns) as Array<[string, ImportColumn<unknown>]>;
  const issues: ExcelImportIssue[] = [];
  const located = new Map<string, { letter: string; header: string }>();
  const indexOf = new Map<string, number>();
  const headerText = (raw: unknown) => folded(String(raw ?? '').replace(/\*\s*$/, ''));
  sheet.headers.forEach((raw, i) => {
    if (raw === null) return;
    const found = columns.find(([, c]) => folded(c.header) === headerText(raw));
    if (!found) {
      issues.push({
        row: 1,
        column: columnLetter(i),
        header: String(raw),
        reason: `Columna desconocida. Usa los encabezados de la plantilla: ${columns.map(([, c]) => `«${c.header}»`).join(', ')}.`,
      });
      return;
    }
    const [key, c] = found;
    if (indexOf.has(key)) {
      issues.push({
        row: 1,
        column: columnLetter(i),
        header: c.header,
        reason: 'Esta columna está repetida.',
      });
      return;
    }
    indexOf.set(key, i);
    located.set(key, { letter: columnLetter(i), header: c.header });
  });
  for (const [key, c] of columns)
    if (!indexOf.has(key) && c.required)
      issues.push({
        row: 1,
        column: '—',
        header: c.header,
        reason: `Falta la columna obligatoria «${c.header}». Descarga la plantilla y no cambies sus encabezados.`,
      });

  const rows: ImportRow<Record<string, unknown>>[] = [];
  for (const { row, cells } of sheet.rows) {
    const values: Record<string, unknown> = {};
    let complete = true;
    for (const [key, c] of columns) {
      const i = indexOf.get(key);
      const raw = i === undefined ? null : (cells[i] ?? null);
      const where = { row, column: i === undefined ? '—' : columnLetter(i), header: c.header };
      if (raw === null) {
        // A missing column is the header's fault, reported once there, not on every row.
        if (c.required && i !== undefined) issues.push({ ...where, reason: 'Falta este dato.' });
        if (c.required) complete = false;
        continue;
      }
      const parsed = c.parse(raw);
      if (parsed.ok) values[key] = parsed.value;
      else {
        issues.push({ ...where, reason: parsed.reason });
        complete = false;
      }
    }
    rows.push({ row, values, complete });
  }
  return {
    fileName: file.filename || template.fileName,
    sha256: contentFingerprint(indexOf, sheet.rows),
    rowCount: sheet.rows.length,
    rows,
    issues,
    located,
  };
}

/**
 * What makes two uploads the same import: the data rows under the template's columns, not the file's
 * bytes. Saving the workbook again, moving a column, adding blank rows or reordering rows changes the
 * bytes but not the operations it asks for, so it must still be recognised as already applied.
 */
function contentFingerprint(
  indexOf: Map<string, number>,
  rows: ReadonlyArray<{ cells: ReadonlyArray<unknown> }>,
): string {
  const keys = [...indexOf.keys()].sort();
  const text = (cell: unknown) =>
    cell instanceof Date ? cell.toISOString() : typeof cell === 'string' ? cell.trim() : cell;
  const lines = rows
    .map(({ cells }) => JSON.stringify(keys.map((key) => text(cells[indexOf.get(key)!] ?? null))))
    .sort();
  return createHash('sha256')
    .update(JSON.stringify([keys, lines]))
    .digest('hex');
}
