import { amountForQuotas } from '@invierte/domain';
import * as cells from '../excel-import/cells.ts';
import { defineExcelImport } from '../excel-import/define-template.ts';
import {
  PORTFOLIO_IMPORT_MAX_ROWS,
  planPortfolioRows,
  type PlannedOperation,
} from './plan-portfolio-rows.ts';
import { dateColumn, fundColumn, fundList, investorColumn } from './portfolio-columns.ts';
import { postPortfolioOperations, summaryOf } from './post-portfolio-operations.ts';

interface MovementValues {
  investor: string;
  fund: string;
  date: string;
  type: 'SUBSCRIPTION' | 'RESCUE';
  quotas: string;
}

const typeLabels = { SUBSCRIPTION: 'Suscripción', RESCUE: 'Rescate' } as const;

/**
 * Quota movements settled outside the platform (docs/business-rules.md, "Imported investments and
 * movements"): one row = quotas that entered (Suscripción) or left (Rescate, already paid) a
 * position on a day, valued at that day's quota value.
 */
export const movementsTemplate = defineExcelImport<MovementValues, PlannedOperation[]>({
  code: 'portfolio-movements',
  title: 'Movimientos',
  sheetName: 'Movimientos',
  fileName: 'plantilla-movimientos.xlsx',
  maxRows: PORTFOLIO_IMPORT_MAX_ROWS,
  auditAction: 'portfolio.import.movements',
  columns: {
    investor: investorColumn,
    fund: fundColumn,
    date: dateColumn,
    type: {
      header: 'Operación',
      required: true,
      parse: cells.oneOf(typeLabels),
      example: 'Rescate',
      note: '«Suscripción» (entran cuotas) o «Rescate» (salen cuotas ya pagadas al inversionista).',
      width: 14,
    },
    quotas: {
      header: 'Cuotas',
      required: true,
      parse: cells.decimal({ scale: 8, max: '1000000000' }),
      example: 25.5,
      note: 'Cuántas cuotas, con hasta 8 decimales y punto decimal. El monto es cuotas × valor cuota del día, redondeado a 2 decimales. Un rescate no puede dejar la posición en negativo.',
      width: 18,
      validation: 'decimal',
    },
  },
  instructions: [
    'Cada fila registra un movimiento de cuotas ya liquidado fuera de la plataforma: una suscripción o un rescate pagado.',
    'Las filas se aplican en el orden del archivo; un rescate se compara con las cuotas disponibles (sin las reservadas por rescates pendientes) más las filas anteriores del mismo inversionista y fondo.',
    'Una fila igual a otra del archivo, o a una operación ya registrada del inversionista (importada o en la plataforma), se aplica solo si al aplicar confirmas que es una operación distinta y escribes el motivo.',
  ],
  // Investor, fund, day, kind and quotas are one movement; two equal rows may still be two (confirmed).
  identity: { columns: ['investor', 'fund', 'date', 'type', 'quotas'], repeats: 'confirm' },
  lists: async (db) => ({ fund: await fundList(db), type: Object.values(typeLabels) }),
  validate: (db, rows, now) =>
    planPortfolioRows(
      db,
      rows,
      now,
      ({ type, quotas }, quotaValue) =>
        type === undefined || quotas === undefined
          ? null
          : { kind: type, quotas, amount: amountForQuotas(quotas, quotaValue) },
      { on: 'quotas', column: 'quotas' },
    ),
  apply: async (tx, plan, meta) => {
    await postPortfolioOperations(tx, plan, meta);
    return { summary: summaryOf(plan.length, plan) };
  },
});
