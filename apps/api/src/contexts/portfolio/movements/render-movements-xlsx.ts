import { movementStatusLabels, type MovementRow } from '@invierte/domain';
import { PassThrough } from 'node:stream';
import type { MessagePort } from 'node:worker_threads';
import Decimal from 'decimal.js';
import ExcelJS from 'exceljs';
import { limaLongDateTime } from '../../../shared/lima-text.ts';
import { pagesFrom } from '../../../shared/page-channel.ts';
import { sharedStyles } from '../../../shared/shared-cell-styles.ts';

export interface MovementsWorkbook {
  investorName: string;
  documentNumber: string;
  generatedAt: string;
  /** The filters applied, in words ("Fondo: Factoring · Estado: Aprobado"), or "Todos los movimientos". */
  filters: string;
  /** The rows, newest first, offered a page at a time by the request thread (shared/page-channel.ts). */
  pages: MessagePort;
}

/**
 * The movements as a real .xlsx (exceljs): a title, who and when, the filters, one row per movement
 * with dates as dates and amounts as numbers, and totals per currency of the approved ones. Runs on
 * a work-pool thread (decision 0011). Written with ExcelJS' streaming writer, each row committed as
 * it is added, and fed a page of rows at a time, so the thread holds the finished file and one page,
 * not a model of every cell of a participant's 10,000 movements nor the movements themselves.
 */
export async function renderMovementsXlsx(input: MovementsWorkbook): Promise<Uint8Array> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    output.on('end', resolve);
    output.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Invierte';
  workbook.created = new Date(input.generatedAt);
  const sheet = workbook.addWorksheet('Movimientos', { views: [{ state: 'frozen', ySplit: 5 }] });
  sheet.columns = [
    { key: 'date', width: 12 },
    { key: 'product', width: 26 },
    { key: 'currency', width: 8 },
    { key: 'type', width: 15 },
    { key: 'status', width: 12 },
    { key: 'quotas', width: 18 },
    { key: 'quotaValue', width: 16 },
    { key: 'amount', width: 16 },
  ];
  const title = sheet.addRow(['Movimientos']);
  title.font = { bold: true, size: 14 };
  title.commit();
  sheet.addRow([`${input.investorName} · DNI ${input.documentNumber}`]).commit();
  sheet.addRow([`Generado el ${limaLongDateTime(input.generatedAt)} (hora de Lima)`]).commit();
  sheet.addRow([input.filters]).commit();
  const header = sheet.addRow([
    'Fecha',
    'Fondo',
    'Moneda',
    'Operación',
    'Estado',
    'Cuotas',
    'Valor cuota',
    'Monto',
  ]);
  header.font = { bold: true };
  header.commit();

  const totals = new Map<string, Decimal>();
  const styles = sharedStyles();
  const formats = [
    'dd/mm/yyyy',
    undefined,
    undefined,
    undefined,
    undefined,
    '#,##0.00000000',
    '#,##0.00000000',
    '#,##0.00',
  ];
  for await (const page of pagesFrom<MovementRow>(input.pages))
    for (const m of page) {
      const values = [
        new Date(`${m.date}T12:00:00Z`),
        m.productName,
        m.currency.code,
        m.typeLabel,
        m.statusLabel,
        Number(m.quotas),
        Number(m.quotaValue),
        Number(m.amount),
      ];
      const row = sheet.addRow(values);
      styles.shareRowStyle(row);
      values.forEach((value, i) => (row.getCell(i + 1).style = styles.of(formats[i], value)));
      row.commit();
      if (m.status === 'APPROVED') {
        const signed = m.type === 'RESCUE' ? new Decimal(m.amount).neg() : new Decimal(m.amount);
        totals.set(m.currency.code, (totals.get(m.currency.code) ?? new Decimal(0)).plus(signed));
      }
    }
  sheet.addRow([]).commit();
  for (const [code, total] of [...totals].sort(([a], [b]) => a.localeCompare(b))) {
    const row = sheet.addRow([
      `Total neto ${movementStatusLabels.APPROVED.toLowerCase()} en ${code} (suscripciones − rescates)`,
      null,
      code,
      null,
      null,
      null,
      null,
      Number(total.toFixed(2)),
    ]);
    row.font = { bold: true };
    row.getCell(8).numFmt = '#,##0.00';
    row.commit();
  }
  sheet.commit();
  await workbook.commit();
  await finished;
  return new Uint8Array(Buffer.concat(chunks));
}
