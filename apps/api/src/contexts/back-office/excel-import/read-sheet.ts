import ExcelJS from 'exceljs';

/** A cell as the import sees it: formulas by their result, rich text as plain text, errors as their text. */
export type RawCell = string | number | boolean | Date | null;

export interface ReadSheetInput {
  bytes: Uint8Array;
  /** The template's sheet; when absent, the first sheet that is not the instructions or lists. */
  sheetName: string;
  /** Stop after this many non-empty data rows plus one, so an oversized file is reported, not read whole. */
  maxRows: number;
}

export type ReadSheetResult =
  | { ok: false }
  | { ok: true; sheetName: string; headers: RawCell[]; rows: Array<{ row: number; cells: RawCell[] }> };

function plain(value: ExcelJS.CellValue): RawCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if (typeof value === 'object') {
    if ('richText' in value) return plain(value.richText.map((t) => t.text).join(''));
    if ('formula' in value || 'sharedFormula' in value)
      return plain((value as { result?: ExcelJS.CellValue }).result ?? null);
    if ('text' in value && typeof value.text === 'string') return plain(value.text);
    if ('error' in value) return String(value.error);
  }
  return null;
}

/**
 * Opens an uploaded .xlsx and returns the template's sheet as plain values (structured-cloneable):
 * the header row and the non-empty rows under it with their sheet numbers. Runs on the work pool
 * (decision 0011): unzipping and parsing a 5 MB workbook is tens to hundreds of milliseconds of
 * plain JavaScript. A file exceljs cannot open answers `{ ok: false }`.
 */
export async function readImportSheet(input: ReadSheetInput): Promise<ReadSheetResult> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(input.bytes) as unknown as ArrayBuffer);
  } catch {
    return { ok: false };
  }
  const sheet =
    workbook.getWorksheet(input.sheetName) ??
    workbook.worksheets.find((s) => !['Instrucciones', 'Listas'].includes(s.name) && s.state === 'visible');
  if (!sheet) return { ok: false };
  const width = Math.max(sheet.columnCount, 1);
  const cellsOf = (r: ExcelJS.Row) => Array.from({ length: width }, (_, i) => plain(r.getCell(i + 1).value));
  const headers = cellsOf(sheet.getRow(1));
  const rows: Array<{ row: number; cells: RawCell[] }> = [];
  for (let n = 2; n <= sheet.rowCount; n++) {
    const cells = cellsOf(sheet.getRow(n));
    if (cells.every((c) => c === null)) continue;
    rows.push({ row: n, cells });
    if (rows.length > input.maxRows) break;
  }
  return { ok: true, sheetName: sheet.name, headers, rows };
}
