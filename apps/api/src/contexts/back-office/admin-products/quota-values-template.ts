import {
  formatPercent,
  formatPercentChange,
  limaDate,
  UNUSUAL_QUOTA_VALUE_MOVE_PERCENT,
  unusualQuotaValueMove,
} from '@invierte/domain';
import Decimal from 'decimal.js';
import { and, eq, gte, inArray, isNotNull, lt, lte, max } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { products, quotaValues } from '../../../db/schema.ts';
import * as cells from '../excel-import/cells.ts';
import {
  defineExcelImport,
  whenParsed,
  type TemplateFlag,
  type TemplateIssue,
} from '../excel-import/define-template.ts';
import type { AuditEntryInput } from '../../audit/index.ts';
import { recordAudit } from '../../audit/index.ts';
import { publishQuotaValueInTransaction } from '../../catalogue/index.ts';
import { aliveProducts, fundByCode, fundCodeColumn, fundOptions } from './import-columns.ts';

interface QuotaValueValues {
  fund: string;
  valueDate: string;
  value: string;
}

interface PlannedQuotaValue {
  row: number;
  productId: string;
  code: string;
  valueDate: string;
  value: string;
  /** The value the day had (a correction), or null for a new day. */
  replaces: string | null;
}

/** The largest value the by-hand call takes: 12 whole digits and 8 decimals (NUMERIC(20, 8)). */
const MAX_QUOTA_VALUE = '999999999999.99999999';

const codesOfDeleted = async (db: Db) =>
  new Set(
    (await db.select({ code: products.code }).from(products).where(isNotNull(products.deletedAt))).map((p) =>
      p.code.toLowerCase(),
    ),
  );

/** The values already published for the days the file names, keyed `productId|day`. */
async function publishedValues(db: Db, productIds: string[], days: string[]) {
  if (productIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ productId: quotaValues.productId, valueDate: quotaValues.valueDate, value: quotaValues.value })
    .from(quotaValues)
    .where(and(inArray(quotaValues.productId, productIds), inArray(quotaValues.valueDate, days)));
  return new Map(rows.map((r) => [`${r.productId}|${r.valueDate}`, r.value]));
}

/**
 * The rows whose value moves past the usual from the value it follows — the fund's nearest earlier
 * day, in the database or earlier in the file (the file's value wins for a day it corrects) — by
 * the same rule as the by-hand dialog (unusualQuotaValueMove in packages/domain). They apply only
 * once the operator confirms each.
 */
async function unusualMoves(db: Db, plan: PlannedQuotaValue[]): Promise<TemplateFlag<QuotaValueValues>[]> {
  const flags: TemplateFlag<QuotaValueValues>[] = [];
  for (const productId of new Set(plan.map((p) => p.productId))) {
    const rows = plan.filter((p) => p.productId === productId);
    const days = rows.map((r) => r.valueDate).sort();
    const first = days[0]!;
    const last = days.at(-1)!;
    // Every published day from the last one before the file's first day up to its last day.
    const [before] = await db
      .select({ day: max(quotaValues.valueDate) })
      .from(quotaValues)
      .where(and(eq(quotaValues.productId, productId), lt(quotaValues.valueDate, first)));
    const stored = await db
      .select({ day: quotaValues.valueDate, value: quotaValues.value })
      .from(quotaValues)
      .where(
        and(
          eq(quotaValues.productId, productId),
          gte(quotaValues.valueDate, before?.day ?? first),
          lte(quotaValues.valueDate, last),
        ),
      );
    const timeline = new Map(stored.map((s) => [s.day, s.value]));
    for (const r of rows) timeline.set(r.valueDate, r.value);
    const ordered = [...timeline].sort(([a], [b]) => a.localeCompare(b));
    for (const r of rows) {
      const previous = ordered.filter(([day]) => day < r.valueDate).at(-1);
      const move = previous ? unusualQuotaValueMove(previous[1], r.value) : null;
      if (!previous || move === null) continue;
      flags.push({
        row: r.row,
        column: 'value',
        kind: 'UNUSUAL_CHANGE',
        reason: `Cambio inusual: ${formatPercentChange(move)} respecto al valor del ${dayLabel(previous[0])} (${new Decimal(previous[1]).toFixed(8)}). Confírmalo solo si es correcto.`,
      });
    }
  }
  return flags;
}

const count = (n: number) => String(n);
/** 2026-11-24 → 24/11/2026, as the sheet lets it be written. */
const dayLabel = (iso: string) => iso.split('-').reverse().join('/');

/**
 * The quota-values template (issue 11, operations: "post the daily quota value per product by
 * hand or by Excel"): one row per fund and day. Each row goes through the very use case of the
 * by-hand call (publishQuotaValueInTransaction): the same refusals, the onboardings priced at
 * another value paused, one `product.quota-value.publish` audit entry per value, the catalogue
 * cache dropped after the commit. Like by hand, a day already published may be corrected; a row
 * that repeats the published value changes nothing and is refused, as in the products template.
 * Rows apply in date order, so the file's latest day ends up as each fund's latest value.
 */
export const quotaValuesTemplate = defineExcelImport<QuotaValueValues, PlannedQuotaValue[]>({
  code: 'quota-values',
  title: 'Valores cuota',
  sheetName: 'Valores cuota',
  fileName: 'plantilla-valores-cuota.xlsx',
  auditAction: 'product.quota-value.import',
  // Each row is the whole by-hand use case (about eight statements and an audit entry): 1,000 rows
  // applied in 8.3 s on PGlite (docs/back-office.md, "Quota values by Excel"). A day's file is a
  // handful of rows; a longer history is split across files.
  maxRows: 1000,
  columns: {
    fund: fundCodeColumn,
    valueDate: {
      header: 'Fecha',
      required: true,
      parse: cells.day(),
      example: '24/11/2026',
      note: 'El día del valor cuota (hora de Lima), como DD/MM/AAAA, AAAA-MM-DD o una celda de fecha. No puede ser posterior a hoy.',
      width: 14,
      validation: 'date',
    },
    value: {
      header: 'Valor cuota',
      required: true,
      parse: cells.decimal({ scale: 8, max: MAX_QUOTA_VALUE }),
      example: 1.23456789,
      note: 'En la moneda del fondo, mayor que cero, con hasta 8 decimales y punto decimal.',
      width: 16,
      validation: 'decimal',
    },
  },
  instructions: [
    'Cada fila publica el valor cuota de un fondo para un día, igual que «Publicar valor» en la pantalla Valores cuota.',
    'Un fondo y un día aparecen una sola vez en el archivo. Un día ya publicado con otro valor se corrige; con el mismo valor, la fila no cambia nada y se rechaza.',
    `Un valor que cambia ${formatPercent(String(UNUSUAL_QUOTA_VALUE_MOVE_PERCENT))} o más respecto al día anterior del fondo se aplica solo si lo confirmas, con su motivo, al aplicar el archivo.`,
    'El valor del día más reciente pausa las solicitudes de inversión valorizadas con otro valor, como al publicarlo a mano.',
  ],
  lists: async (db) => ({ fund: fundOptions(await aliveProducts(db)) }),
  // One value per fund and day: a second row for the same day is refused.
  identity: { columns: ['fund', 'valueDate'], repeats: 'refuse' },
  validate: async (db, rows, now) => {
    const funds = await aliveProducts(db);
    const deleted = await codesOfDeleted(db);
    const today = limaDate(now);
    const issues: TemplateIssue<QuotaValueValues>[] = [];
    const found: Array<{ row: number; productId: string; code: string; valueDate: string; value: string }> =
      [];
    for (const { row, values } of rows) {
      const fund = values.fund === undefined ? undefined : fundByCode(funds, values.fund);
      if (typeof fund === 'string')
        issues.push({
          row,
          column: 'fund',
          reason: deleted.has(values.fund!.toLowerCase())
            ? 'Ese fondo fue eliminado: ya no recibe valores cuota.'
            : fund,
        });
      const future = values.valueDate !== undefined && values.valueDate > today;
      if (future)
        issues.push({
          row,
          column: 'valueDate',
          reason: 'La fecha del valor cuota no puede ser posterior a hoy.',
        });
      const complete = whenParsed(values, 'valueDate', 'value');
      if (fund && typeof fund !== 'string' && !future && complete)
        found.push({
          row,
          productId: fund.id,
          code: fund.code,
          valueDate: complete.valueDate,
          value: complete.value,
        });
    }
    const published = await publishedValues(
      db,
      [...new Set(found.map((f) => f.productId))],
      [...new Set(found.map((f) => f.valueDate))],
    );
    const plan: PlannedQuotaValue[] = [];
    for (const f of found) {
      const replaces = published.get(`${f.productId}|${f.valueDate}`) ?? null;
      if (replaces !== null && new Decimal(replaces).eq(f.value)) {
        issues.push({
          row: f.row,
          column: 'value',
          reason: `El ${dayLabel(f.valueDate)} ya tiene publicado este mismo valor: la fila no cambia nada.`,
        });
        continue;
      }
      plan.push({
        row: f.row,
        productId: f.productId,
        code: f.code,
        valueDate: f.valueDate,
        value: f.value,
        replaces,
      });
    }
    const flags = await unusualMoves(db, plan);
    plan.sort((a, b) => a.valueDate.localeCompare(b.valueDate));
    const corrections = plan.filter((p) => p.replaces !== null).length;
    return {
      issues,
      flags,
      plan,
      summary: [
        { label: 'Valores a publicar', value: count(plan.length - corrections) },
        { label: 'Días ya publicados que se corrigen', value: count(corrections) },
        { label: 'Fondos', value: [...new Set(plan.map((p) => p.code))].join(', ') },
      ],
    };
  },
  apply: async (tx, plan, meta) => {
    const actor = { actorUserId: meta.actorUserId, client: meta.client };
    const audits: AuditEntryInput[] = [];
    let paused = 0;
    for (const p of plan) {
      const { posted, audit } = await publishQuotaValueInTransaction(
        meta.ctx,
        tx,
        p.productId,
        { valueDate: p.valueDate, value: p.value },
        actor,
        meta.at,
      );
      paused += posted.pausedOnboardings;
      audits.push(audit);
    }
    // The audit chain's lock last, after every write (record-audit.ts).
    for (const audit of audits) await recordAudit(tx, audit);
    const corrections = plan.filter((p) => p.replaces !== null).length;
    return {
      summary: [
        { label: 'Valores publicados', value: count(plan.length - corrections) },
        { label: 'Días corregidos', value: count(corrections) },
        { label: 'Solicitudes pausadas por el cambio de valor cuota', value: count(paused) },
        { label: 'Fondos', value: [...new Set(plan.map((p) => p.code))].join(', ') },
      ],
      afterCommit: (ctx) => ctx.cache.invalidate('catalogue'),
    };
  },
});
