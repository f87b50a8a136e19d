import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { sharedStyles } from '../../../shared/shared-cell-styles.ts';

/**
 * How a report's cell is written. Money and quota amounts arrive as the database's decimal strings
 * and are written as numbers (Excel has no other numeric cell) with a format that shows their
 * precision; a value with more than 15 significant digits, which a double cannot hold exactly, is
 * written as text instead so no digit is ever changed.
 */
export type CellKind = 'text' | 'date' | 'datetime' | 'money' | 'quotas' | 'rate' | 'yesno' | 'integer';

export interface ReportColumn<R> {
  header: string;
  width: number;
  kind: CellKind;
  value: (row: R) => string | number | boolean | Date | null | undefined;
}

const numberFormats: Partial<Record<CellKind, string>> = {
  date: 'dd/mm/yyyy',
  datetime: 'dd/mm/yyyy hh:mm',
  money: '#,##0.00',
  quotas: '#,##0.00000000',
  rate: '0.0000',
  integer: '0',
};

const LIMA_OFFSET_MS = 5 * 3600 * 1000;
/** Rows written between two turns of the event loop (about 5 ms of work on the 2-core machine). */
const ROWS_PER_TURN = 100;

/** A decimal string as an Excel number when a double holds it exactly (≤ 15 significant digits). */
export function excelNumber(decimal: string): number | string {
  const digits = decimal.replace(/^-/, '').replace('.', '').replace(/^0+/, '');
  return digits.length <= 15 ? Number(decimal) : decimal;
}

function cellValue(kind: CellKind, raw: ReturnType<ReportColumn<unknown>['value']>): ExcelJS.CellValue {
  if (raw === null || raw === undefined || raw === '') return null;
  switch (kind) {
    case 'date':
      // An ISO day: midnight UTC is that day's serial in Excel, which has no time zone.
      return typeof raw === 'string' ? new Date(`${raw.slice(0, 10)}T00:00:00Z`) : (raw as Date);
    case 'datetime':
      // Excel shows wall-clock time: the instant as Lima reads it (UTC-5 all year).
      return new Date((raw instanceof Date ? raw.getTime() : Date.parse(String(raw))) - LIMA_OFFSET_MS);
    case 'money':
    case 'quotas':
    case 'rate':
      return typeof raw === 'string' ? excelNumber(raw) : (raw as number);
    case 'yesno':
      return raw ? 'Sí' : 'No';
    default:
      return raw as ExcelJS.CellValue;
  }
}

/**
 * Writes one sheet of rows as a streamed .xlsx (exceljs' WorkbookWriter) into `output`: a bold,
 * frozen header with an autofilter over the written range, then every row of every batch, each row
 * committed (so it leaves memory) as it is written. Between batches it waits while `output` is full,
 * so a slow client holds back the database reads instead of letting the file pile up in memory.
 * Stops early, without error, when `output` is destroyed (the client went away).
 */
export async function writeReportXlsx<R>(
  output: Writable,
  sheetName: string,
  columns: ReadonlyArray<ReportColumn<R>>,
  batches: AsyncIterable<R[]>,
  now: Date,
): Promise<{ rows: number }> {
  // Loaded with the first report, not at start: ExcelJS is about 30 MiB resident.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Invierte';
  workbook.created = now;
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ width: c.width }));
  const header = sheet.addRow(columns.map((c) => c.header));
  header.font = { bold: true };
  header.alignment = { vertical: 'middle', wrapText: true };
  header.commit();

  const styles = sharedStyles();
  let rows = 0;
  for await (const batch of batches) {
    if (output.destroyed) break;
    for (const item of batch) {
      const values = columns.map((c) => cellValue(c.kind, c.value(item)));
      const row = sheet.addRow(values);
      styles.shareRowStyle(row);
      columns.forEach((c, i) => {
        row.getCell(i + 1).style = styles.of(numberFormats[c.kind], values[i]);
      });
      row.commit();
      rows++;
      // Hand the thread back to other requests every few rows: a page never blocks it for long.
      if (rows % ROWS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    // Let the compressor pass on what it has, then wait while the reader is behind.
    await new Promise((resolve) => setImmediate(resolve));
    while (output.writableNeedDrain && !output.destroyed)
      await Promise.race([once(output, 'drain'), once(output, 'close')]);
  }
  // The client went away: nobody will read the rest, and the workbook cannot finish into a closed stream.
  if (output.destroyed) return { rows };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: rows + 1, column: columns.length } };
  sheet.commit();
  await workbook.commit();
  return { rows };
}
