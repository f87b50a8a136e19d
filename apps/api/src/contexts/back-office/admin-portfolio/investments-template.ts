import { quotasForAmount } from '@invierte/domain';
import Decimal from 'decimal.js';
import * as cells from '../excel-import/cells.ts';
import { defineExcelImport } from '../excel-import/define-template.ts';
import {
  PORTFOLIO_IMPORT_MAX_ROWS,
  planPortfolioRows,
  type PlannedOperation,
} from './plan-portfolio-rows.ts';
import { dateColumn, fundColumn, fundList, investorColumn } from './portfolio-columns.ts';
import { postPortfolioOperations, summaryOf } from './post-portfolio-operations.ts';

interface InvestmentValues {
  investor: string;
  fund: string;
  date: string;
  amount: string;
}

/**
 * Investments made outside the platform (docs/business-rules.md, "Imported investments and
 * movements"): one row = money an investor put in a fund on a day, at that day's quota value → a
 * settled subscription of amount ÷ quota value quotas (rounded down to 8 decimals).
 */
export const investmentsTemplate = defineExcelImport<InvestmentValues, PlannedOperation[]>({
  code: 'portfolio-investments',
  title: 'Inversiones',
  sheetName: 'Inversiones',
  fileName: 'plantilla-inversiones.xlsx',
  maxRows: PORTFOLIO_IMPORT_MAX_ROWS,
  auditAction: 'portfolio.import.investments',
  columns: {
    investor: investorColumn,
    fund: fundColumn,
    date: dateColumn,
    amount: {
      header: 'Monto',
      required: true,
      parse: cells.decimal({ scale: 2, max: '1000000000' }),
      example: 15000,
      note: 'Lo invertido, en la moneda del fondo, con hasta 2 decimales y punto decimal (15000.50). Se convierte en cuotas al valor cuota del día.',
      width: 16,
      validation: 'decimal',
    },
  },
  instructions: [
    'Cada fila registra una inversión ya pagada que no pasó por la plataforma: una suscripción de cuotas del fondo en la fecha indicada.',
    'Las cuotas son el monto dividido entre el valor cuota publicado para esa fecha, redondeadas hacia abajo a 8 decimales.',
    'Un interesado que recibe cuotas pasa a ser partícipe.',
    'Una fila igual a otra del archivo, o a una operación ya registrada del inversionista (importada o en la plataforma), se aplica solo si al aplicar confirmas que es una operación distinta y escribes el motivo.',
  ],
  // Investor, fund, day and amount are one investment; two equal rows may still be two (confirmed).
  identity: { columns: ['investor', 'fund', 'date', 'amount'], repeats: 'confirm' },
  lists: async (db) => ({ fund: await fundList(db) }),
  validate: (db, rows, now) =>
    planPortfolioRows(
      db,
      rows,
      now,
      ({ amount }, quotaValue, row) => {
        if (amount === undefined) return null;
        const quotas = quotasForAmount(amount, quotaValue);
        if (new Decimal(quotas).isZero())
          return {
            issue: { row, column: 'amount', reason: 'El monto no alcanza para comprar ninguna cuota.' },
          };
        return { kind: 'SUBSCRIPTION', quotas, amount };
      },
      { on: 'amount', column: 'amount' },
    ),
  apply: async (tx, plan, meta) => {
    await postPortfolioOperations(tx, plan, meta);
    return { summary: summaryOf(plan.length, plan) };
  },
});
