import { movementStatusLabels, type MovementRow } from '@invierte/domain';
import Decimal from 'decimal.js';
import ExcelJS from 'exceljs';
import { limaLongDateTime } from '../../../shared/lima-text.ts';

export interface MovementsWorkbook {
  investorName: string;
  documentNumber: string;
  generatedAt: string;
  /** The filters applied, in words ("Fondo: Factoring · Estado: Aprobado"), or "Todos los movimientos". */
  filters: string;
  rows: MovementRow[];
}

/**
 * The movements as a real .xlsx (exceljs): a title, who and when, the filters, one row per movement
 * with dates as dates and amounts as numbers, and totals per currency of the approved ones. Runs on
 * a work-pool thread (decision 0011).
 */
export async function renderMovementsXlsx(input: MovementsWorkbook): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
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
  sheet.addRow(['Movimientos']).font = { bold: true, size: 14 };
  sheet.addRow([`${input.investorName} · DNI ${input.documentNumber}`]);
  sheet.addRow([`Generado el ${limaLongDateTime(input.generatedAt)} (hora de Lima)`]);
  sheet.addRow([input.filters]);
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

  const totals = new Map<string, Decimal>();
  for (const m of input.rows) {
    const row = sheet.addRow([
      new Date(`${m.date}T12:00:00Z`),
      m.productName,
      m.currency.code,
      m.typeLabel,
      m.statusLabel,
      Number(m.quotas),
      Number(m.quotaValue),
      Number(m.amount),
    ]);
    row.getCell(1).numFmt = 'dd/mm/yyyy';
    row.getCell(6).numFmt = '#,##0.00000000';
    row.getCell(7).numFmt = '#,##0.00000000';
    row.getCell(8).numFmt = '#,##0.00';
    if (m.status === 'APPROVED') {
      const signed = m.type === 'RESCUE' ? new Decimal(m.amount).neg() : new Decimal(m.amount);
      totals.set(m.currency.code, (totals.get(m.currency.code) ?? new Decimal(0)).plus(signed));
    }
  }
  sheet.addRow([]);
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
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
