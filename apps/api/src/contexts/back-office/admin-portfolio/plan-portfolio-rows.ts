import {
  currencySymbols,
  formatMoney,
  limaDate,
  type CurrencyCode,
  type ExcelImportSummaryLine,
} from '@invierte/domain';
import Decimal from 'decimal.js';
import type { Db } from '../../../db/client.ts';
import { positionOf } from '../../ledger/index.ts';
import { folded } from '../excel-import/cells.ts';
import type {
  ImportRow,
  ImportValidation,
  TemplateFlag,
  TemplateIssue,
} from '../excel-import/define-template.ts';
import { adminPortfolioRepository } from './admin-portfolio.repository.ts';
import { alreadyPostedFlags, type OperationMatch } from './posted-operations.ts';

/**
 * Rows per file: each row is a ledger posting and a movement (about ten statements), and the whole
 * file is one transaction — 1,000 rows took 15.5 s on PGlite and 6.2 s on PostgreSQL. A longer
 * history is split across files.
 */
export const PORTFOLIO_IMPORT_MAX_ROWS = 1000;

/** The columns both portfolio templates share. */
export interface PortfolioRowValues {
  investor: string;
  fund: string;
  date: string;
}

/** One settled operation an imported row stands for (docs/business-rules.md, "Imported investments and movements"). */
export interface PlannedOperation {
  row: number;
  userId: string;
  productId: string;
  currency: string;
  date: string;
  quotaValue: string;
  kind: 'SUBSCRIPTION' | 'RESCUE';
  quotas: string;
  amount: string;
}

/**
 * What a row asks once its fund's quota value of the day is known; why it cannot be; or null when
 * the row's own cells did not parse (already reported).
 */
export type RowOperation<V> =
  { kind: 'SUBSCRIPTION' | 'RESCUE'; quotas: string; amount: string } | { issue: TemplateIssue<V> } | null;

const dmy = (iso: string) => iso.split('-').reverse().join('/');

/**
 * The check both portfolio templates share, over every row with the cells that parsed, in sheet
 * order, each lookup run as soon as its cells are there (a bad amount does not hide an unknown
 * fund): the investor (an e-mail, or a document number held by exactly one account, never an
 * administrator), the fund by its code, the day (not after today in Lima, with the fund's quota
 * value published for it), then the template's own amounts, and a running position per investor
 * and fund — current available quotas (posted − reserved) plus the file's rows so far — that no
 * rescue may take below zero. Rows matching an operation already posted are flagged for the
 * operator to confirm (posted-operations.ts). Reads only; the ledger checks the same again under
 * its locks.
 */
export async function planPortfolioRows<V extends PortfolioRowValues>(
  db: Db,
  rows: ImportRow<V>[],
  now: Date,
  operationOf: (values: Partial<V>, quotaValue: string, row: number) => RowOperation<V>,
  match: { on: OperationMatch; column: keyof V & string },
): Promise<ImportValidation<V, PlannedOperation[]>> {
  const issues: TemplateIssue<V>[] = [];
  const refs = rows.flatMap((r) => (r.values.investor === undefined ? [] : [r.values.investor.trim()]));
  const emails = [...new Set(refs.filter((r) => r.includes('@')).map((r) => r.toLowerCase()))];
  const documents = [...new Set(refs.filter((r) => !r.includes('@')))];
  const found = await adminPortfolioRepository.investorsByRef(db, emails, documents);
  const products = await adminPortfolioRepository.products(db);
  const productByCode = new Map(products.map((p) => [p.code.trim().toLowerCase(), p]));
  const today = limaDate(now);

  const resolved: Array<{
    row: ImportRow<V>;
    date: string;
    user: { id: string };
    product: { id: string; name: string; currency: string };
  }> = [];
  for (const row of rows) {
    const { investor, fund, date } = row.values;
    const ref = investor?.trim();
    const matches =
      ref === undefined
        ? []
        : ref.includes('@')
          ? found.filter((u) => u.email.toLowerCase() === ref.toLowerCase())
          : found.filter((u) => u.documentNumber === ref);
    const product = fund === undefined ? undefined : productByCode.get(fund.trim().toLowerCase());
    let ok = ref !== undefined && fund !== undefined && date !== undefined;
    if (ref === undefined) {
      // Not parsed: already reported.
    } else if (matches.length === 0) {
      issues.push({
        row: row.row,
        column: 'investor',
        reason: 'No encontramos un inversionista con ese número de documento o correo.',
      });
      ok = false;
    } else if (matches.length > 1) {
      issues.push({
        row: row.row,
        column: 'investor',
        reason: 'Más de una cuenta tiene ese número de documento: escribe el correo del inversionista.',
      });
      ok = false;
    } else if (matches[0]?.profile === 'ADMIN') {
      issues.push({
        row: row.row,
        column: 'investor',
        reason: 'Es una cuenta de administrador, no de inversionista.',
      });
      ok = false;
    }
    if (fund !== undefined && !product) {
      issues.push({
        row: row.row,
        column: 'fund',
        reason: 'No existe un fondo con ese código. Elige uno de la lista de la plantilla.',
      });
      ok = false;
    }
    if (date !== undefined && date > today) {
      issues.push({ row: row.row, column: 'date', reason: 'La fecha no puede ser posterior a hoy.' });
      ok = false;
    }
    const user = matches[0];
    if (ok && user && product && date !== undefined) resolved.push({ row, date, user, product });
  }

  const values = await adminPortfolioRepository.quotaValues(
    db,
    [...new Set(resolved.map((r) => r.product.id))],
    [...new Set(resolved.map((r) => r.date))],
  );
  const valueOf = new Map(values.map((v) => [`${v.productId}|${v.date}`, v.value]));
  const positions = await adminPortfolioRepository.positions(
    db,
    [...new Set(resolved.map((r) => r.user.id))],
    [...new Set(resolved.map((r) => r.product.id))],
  );
  const available = new Map(
    positions.map((p) => [`${p.userId}|${p.productId}`, new Decimal(positionOf(p).availableQuotas)]),
  );

  const plan: PlannedOperation[] = [];
  for (const { row, date, user, product } of resolved) {
    const quotaValue = valueOf.get(`${product.id}|${date}`);
    if (!quotaValue) {
      issues.push({
        row: row.row,
        column: 'date',
        reason: `${product.name} no tiene valor cuota publicado el ${dmy(date)}. Publícalo primero o usa otra fecha.`,
      });
      continue;
    }
    const operation = operationOf(row.values, quotaValue, row.row);
    if (operation === null) continue;
    if ('issue' in operation) {
      issues.push(operation.issue);
      continue;
    }
    const key = `${user.id}|${product.id}`;
    const before = available.get(key) ?? new Decimal(0);
    if (operation.kind === 'RESCUE' && before.lessThan(operation.quotas)) {
      issues.push({
        row: row.row,
        column: 'quotas' as keyof V & string,
        reason: `Dejaría la posición en negativo: al llegar a esta fila tiene ${before.toFixed(8)} cuotas disponibles en ${product.name}.`,
      });
      continue;
    }
    available.set(
      key,
      operation.kind === 'RESCUE' ? before.minus(operation.quotas) : before.plus(operation.quotas),
    );
    plan.push({
      row: row.row,
      userId: user.id,
      productId: product.id,
      currency: product.currency,
      date,
      quotaValue,
      ...operation,
    });
  }
  const flags = [
    ...sameInvestorRepeats<V>(plan, rows, match),
    ...(await alreadyPostedFlags<V>(db, plan, match.on, match.column)),
  ];
  return { issues, flags, plan, summary: summaryOf(rows.length, plan) };
}

/**
 * Rows that are one operation once their investor is known — same investor, fund, day, kind and
 * amount (or quotas) — though one names him by document and another by e-mail. The framework's
 * repeat check compares what was typed, so it cannot see these; rows typed alike it flags itself.
 */
function sameInvestorRepeats<V extends PortfolioRowValues>(
  plan: PlannedOperation[],
  rows: ImportRow<V>[],
  match: { on: OperationMatch; column: keyof V & string },
): TemplateFlag<V>[] {
  const typed = new Map(rows.map((r) => [r.row, folded(r.values.investor ?? '')]));
  const seen = new Map<string, { first: number; refs: Set<string> }>();
  const flags: TemplateFlag<V>[] = [];
  for (const op of plan) {
    const key = [
      op.userId,
      op.productId,
      op.date,
      op.kind,
      match.on === 'amount' ? op.amount : op.quotas,
    ].join('|');
    const ref = typed.get(op.row) ?? '';
    const earlier = seen.get(key);
    if (!earlier) {
      seen.set(key, { first: op.row, refs: new Set([ref]) });
      continue;
    }
    if (!earlier.refs.has(ref))
      flags.push({
        row: op.row,
        column: match.column,
        kind: 'REPEATED_ROW',
        reason: `Fila repetida: igual a la fila ${earlier.first} (el mismo inversionista, por su documento y por su correo).`,
      });
    earlier.refs.add(ref);
  }
  return flags;
}

/** The plan in words: rows, investors, and per kind how many and how much per currency. */
export function summaryOf(rows: number, plan: PlannedOperation[]): ExcelImportSummaryLine[] {
  const lines: ExcelImportSummaryLine[] = [
    { label: 'Filas', value: String(rows) },
    { label: 'Inversionistas', value: String(new Set(plan.map((p) => p.userId)).size) },
  ];
  for (const [kind, label] of [
    ['SUBSCRIPTION', 'Suscripciones'],
    ['RESCUE', 'Rescates'],
  ] as const) {
    const ops = plan.filter((p) => p.kind === kind);
    if (ops.length === 0) continue;
    const totals = new Map<string, Decimal>();
    for (const p of ops) totals.set(p.currency, (totals.get(p.currency) ?? new Decimal(0)).plus(p.amount));
    const money = [...totals]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([c, t]) => formatMoney(t.toFixed(2), { symbol: currencySymbols[c as CurrencyCode] ?? c }))
      .join(' · ');
    lines.push({ label, value: `${ops.length} (${money})` });
  }
  return lines;
}
