import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { excelNumber, writeReportXlsx, type ReportColumn } from './report-xlsx.ts';

interface Row {
  n: number;
  email: string;
  amount: string;
}
const columns: ReportColumn<Row>[] = [
  { header: 'N', width: 6, kind: 'integer', value: (r) => r.n },
  { header: 'Correo', width: 30, kind: 'text', value: (r) => r.email },
  { header: 'Monto', width: 14, kind: 'money', value: (r) => r.amount },
];
const BATCHES = 20;
/** More than every part of the package but the sheet's rows (styles, relations, content types). */
const STREAMED = 16 * 1024;
const PAGE = 500;
const batchOf = (b: number): Row[] =>
  Array.from({ length: PAGE }, (_, i) => {
    const n = b * PAGE + i;
    return { n, email: `persona${n}@example.pe`, amount: `${n}.${String(n % 100).padStart(2, '0')}` };
  });

describe('writeReportXlsx', () => {
  it('sends the file while it still reads rows: a good part of it leaves before the last page is read', async () => {
    const output = new PassThrough();
    const chunks: Buffer[] = [];
    let bytesOut = 0;
    let bytesOutAtLastPage = 0;
    output.on('data', (chunk: Buffer) => {
      bytesOut += chunk.length;
      chunks.push(chunk);
    });
    async function* pages() {
      for (let b = 0; b < BATCHES; b++) {
        if (b === BATCHES - 1) {
          // The compressor works off the main thread and lags on a busy machine: give it time to
          // hand over what it already has (a streaming writer does within milliseconds; one that
          // buffered the whole file would send nothing however long it were given).
          for (let i = 0; i < 500 && bytesOut <= STREAMED; i++) await new Promise((r) => setTimeout(r, 10));
          bytesOutAtLastPage = bytesOut;
        }
        // Each page takes a turn of the event loop, as a database read does.
        await new Promise((resolve) => setImmediate(resolve));
        yield batchOf(b);
      }
    }
    const ended = new Promise((resolve) => output.on('end', resolve));
    const { rows } = await writeReportXlsx(output, 'Hoja', columns, pages(), new Date());
    await ended;
    expect(rows).toBe(BATCHES * PAGE);
    // A good part of the file (about two thirds on a quiet machine) has left before the last page is
    // read: it is not built whole first. A writer that buffered the file would have sent nothing.
    expect(bytesOutAtLastPage).toBeGreaterThan(STREAMED);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Hoja')!;
    expect(sheet.rowCount).toBe(BATCHES * PAGE + 1);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([0, 'persona0@example.pe', 0]);
    expect((sheet.getRow(1236).values as unknown[]).slice(1)).toEqual([
      1234,
      'persona1234@example.pe',
      1234.34,
    ]);
    expect(sheet.getRow(1236).getCell(3).numFmt).toBe('#,##0.00');
  });

  it('waits for a slow reader instead of reading every page ahead of it', async () => {
    const output = new PassThrough();
    let pagesAsked = 0;
    async function* pages() {
      for (let b = 0; b < BATCHES; b++) {
        pagesAsked++;
        await new Promise((resolve) => setImmediate(resolve));
        yield batchOf(b);
      }
    }
    const writing = writeReportXlsx(output, 'Hoja', columns, pages(), new Date());
    // Nobody reads: after the stream fills up, the writer must stop asking for pages.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pagesAsked).toBeLessThan(BATCHES);
    const stalledAt = pagesAsked;
    output.resume();
    await writing;
    expect(pagesAsked).toBe(BATCHES);
    expect(stalledAt).toBeGreaterThan(0);
  });

  it('stops reading when the client goes away', async () => {
    const output = new PassThrough();
    let pagesAsked = 0;
    async function* pages() {
      for (let b = 0; b < BATCHES; b++) {
        pagesAsked++;
        if (b === 2) output.destroy();
        yield batchOf(b);
      }
    }
    output.resume();
    await writeReportXlsx(output, 'Hoja', columns, pages(), new Date()).catch(() => undefined);
    expect(pagesAsked).toBeLessThanOrEqual(4);
  });

  it('gives every cell the style it had with a style object of its own, whatever its value', async () => {
    // Columns whose values are not all of one kind: with no number format ExcelJS picks the cell's
    // format by its value (a number, a date), so a style shared by kind must give the same.
    type Mixed = { text: unknown; day: unknown; amount: unknown };
    const mixedColumns: ReportColumn<Mixed>[] = [
      { header: 'Texto', width: 10, kind: 'text', value: (r) => r.text as never },
      { header: 'Día', width: 10, kind: 'date', value: (r) => r.day as never },
      { header: 'Monto', width: 10, kind: 'money', value: (r) => r.amount as never },
    ];
    const values = [null, 'uno', 7, 2.5, new Date('2026-03-04T05:06:07Z'), true, ''];
    const rows: Mixed[] = values.flatMap((text, i) => [
      { text, day: i % 2 ? '2026-01-02' : null, amount: i % 3 ? `${i}.50` : '12345678901234567.12' },
    ]);
    async function* one() {
      yield rows;
    }
    const written = async (write: (output: PassThrough) => Promise<unknown>) => {
      const output = new PassThrough();
      const chunks: Buffer[] = [];
      output.on('data', (chunk: Buffer) => chunks.push(chunk));
      const ended = new Promise((resolve) => output.on('end', resolve));
      await write(output);
      await ended;
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
      const cells: unknown[] = [];
      workbook
        .getWorksheet('Hoja')!
        .eachRow((row) =>
          row.eachCell({ includeEmpty: true }, (cell) => cells.push([cell.address, cell.value, cell.style])),
        );
      return cells;
    };
    // The former writer: a style object of its own in every cell, a format set on it.
    const reference = await written(async (output) => {
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
      const sheet = workbook.addWorksheet('Hoja');
      sheet.addRow(mixedColumns.map((c) => c.header)).commit();
      const formats = [undefined, 'dd/mm/yyyy', '#,##0.00'];
      for (const r of rows) {
        const row = sheet.addRow([
          r.text === '' ? null : (r.text as ExcelJS.CellValue),
          r.day ? new Date(`${String(r.day)}T00:00:00Z`) : null,
          excelNumber(String(r.amount)),
        ]);
        formats.forEach((format, i) => {
          if (format) row.getCell(i + 1).numFmt = format;
        });
        row.commit();
      }
      sheet.commit();
      await workbook.commit();
    });
    const shared = await written((output) =>
      writeReportXlsx(output, 'Hoja', mixedColumns, one(), new Date()),
    );
    // The header's bold and the autofilter are the report's own; the rows' cells must match.
    expect(shared.slice(mixedColumns.length)).toEqual(reference.slice(mixedColumns.length));
  });

  it('writes a decimal string as a number only when a double holds it exactly', () => {
    expect(excelNumber('1234.56')).toBe(1234.56);
    expect(excelNumber('0.10000000')).toBe(0.1);
    expect(excelNumber('-99999999999.99')).toBe(-99999999999.99);
    expect(excelNumber('1234567890123456.78')).toBe('1234567890123456.78');
  });
});
