import { PRODUCT_CHART_MAX_POINTS, type ProductChartRequest } from '@invierte/domain';
import { and, eq } from 'drizzle-orm';
import { productCharts } from '../../../db/schema.ts';
import * as cells from '../excel-import/cells.ts';
import { defineExcelImport, whenParsed, type TemplateIssue } from '../excel-import/define-template.ts';
import { productChartsRepository } from '../../catalogue/index.ts';
import { aliveProducts, chartValue, fundByCode, fundCodeColumn, fundOptions } from './import-columns.ts';

interface ChartValues {
  fund: string;
  title: string;
  kind: ProductChartRequest['kind'];
  label: string;
  value: string;
}

interface PlannedChart {
  productId: string;
  code: string;
  title: string;
  kind: ProductChartRequest['kind'];
  points: Array<{ label: string; value: string }>;
}

const kindLabels = { LINE: 'Líneas', BAR: 'Barras' } as const;

/**
 * The graphic template (requirements R7 Admin "graphic Excel template get/upload"): one row per point; the
 * rows of one fund and chart title make one chart, points in file order. Applying replaces the
 * data of a chart the fund already has with that title (it keeps its place) or adds the chart at
 * the end of the fund's page. Charts not in the file are left alone.
 */
export const chartsTemplate = defineExcelImport<ChartValues, PlannedChart[]>({
  code: 'product-charts',
  title: 'Gráficos',
  sheetName: 'Gráficos',
  fileName: 'plantilla-graficos.xlsx',
  auditAction: 'product.chart.import',
  columns: {
    fund: fundCodeColumn,
    title: {
      header: 'Gráfico',
      required: true,
      parse: cells.text({ max: 80 }),
      example: 'Rentabilidad mensual',
      note: 'El título del gráfico. Las filas con el mismo fondo y título forman un gráfico.',
      width: 30,
    },
    kind: {
      header: 'Tipo',
      required: true,
      parse: cells.oneOf(kindLabels),
      example: 'Líneas',
      note: '«Líneas» o «Barras»; el mismo en todas las filas del gráfico.',
      width: 12,
    },
    label: {
      header: 'Etiqueta',
      required: true,
      parse: cells.text({ max: 20 }),
      example: 'Ene 2026',
      note: 'Lo que se lee bajo el punto (un mes, un sector), hasta 20 caracteres.',
      width: 16,
    },
    value: {
      header: 'Valor',
      required: true,
      parse: chartValue,
      example: 0.79,
      note: 'Un número con hasta 8 decimales y punto decimal; puede ser negativo.',
      width: 14,
      validation: 'decimal',
    },
  },
  instructions: [
    'Cada fila es un punto de un gráfico; los puntos se muestran en el orden del archivo.',
    `Un gráfico tiene de 2 a ${PRODUCT_CHART_MAX_POINTS} puntos.`,
    'Si el fondo ya tiene un gráfico con ese título, sus datos se reemplazan y conserva su lugar; si no, se añade al final.',
  ],
  lists: async (db) => ({ fund: fundOptions(await aliveProducts(db)), kind: Object.values(kindLabels) }),
  // A point is a fund's chart and a label: the same label twice in one chart is refused.
  identity: { columns: ['fund', 'title', 'label'], repeats: 'refuse' },
  validate: async (db, rows) => {
    const funds = await aliveProducts(db);
    const issues: TemplateIssue<ChartValues>[] = [];
    const charts = new Map<string, PlannedChart & { firstRow: number; rows: number[] }>();
    for (const { row, values: cellsOf } of rows) {
      const fund = cellsOf.fund === undefined ? undefined : fundByCode(funds, cellsOf.fund);
      if (typeof fund === 'string') issues.push({ row, column: 'fund', reason: fund });
      const values = whenParsed(cellsOf, 'title', 'kind', 'label', 'value');
      if (fund === undefined || typeof fund === 'string' || !values) continue;
      const key = `${fund.id}\u0000${cells.folded(values.title)}`;
      const chart = charts.get(key);
      if (!chart) {
        charts.set(key, {
          productId: fund.id,
          code: fund.code,
          title: values.title,
          kind: values.kind,
          points: [{ label: values.label, value: values.value }],
          firstRow: row,
          rows: [row],
        });
        continue;
      }
      if (chart.kind !== values.kind) {
        issues.push({
          row,
          column: 'kind',
          reason: `El gráfico «${chart.title}» es de ${kindLabels[chart.kind].toLowerCase()} desde la fila ${chart.firstRow}.`,
        });
        continue;
      }
      chart.points.push({ label: values.label, value: values.value });
      chart.rows.push(row);
    }
    for (const chart of charts.values()) {
      if (chart.points.length < 2)
        issues.push({
          row: chart.firstRow,
          column: 'title',
          reason: `El gráfico «${chart.title}» tiene un solo punto: necesita al menos 2.`,
        });
      if (chart.points.length > PRODUCT_CHART_MAX_POINTS)
        issues.push({
          row: chart.rows[PRODUCT_CHART_MAX_POINTS] ?? chart.firstRow,
          column: 'title',
          reason: `El gráfico «${chart.title}» tiene más de ${PRODUCT_CHART_MAX_POINTS} puntos.`,
        });
    }
    const plan = [...charts.values()].map(({ productId, code, title, kind, points }) => ({
      productId,
      code,
      title,
      kind,
      points,
    }));
    return {
      issues,
      plan,
      summary: [
        { label: 'Gráficos', value: String(plan.length) },
        { label: 'Puntos', value: String(plan.reduce((n, c) => n + c.points.length, 0)) },
      ],
    };
  },
  apply: async (tx, plan, meta) => {
    let added = 0;
    let replaced = 0;
    for (const chart of plan) {
      const existing = (await productChartsRepository.list(tx, chart.productId)).find(
        (c) => cells.folded(c.title) === cells.folded(chart.title),
      );
      if (existing) {
        await tx
          .update(productCharts)
          .set({ kind: chart.kind, points: chart.points, updatedAt: meta.at })
          .where(and(eq(productCharts.id, existing.id), eq(productCharts.productId, chart.productId)));
        replaced += 1;
      } else {
        const count = (await productChartsRepository.list(tx, chart.productId)).length;
        await productChartsRepository.insert(tx, {
          productId: chart.productId,
          title: chart.title,
          kind: chart.kind,
          position: count + 1,
          points: chart.points,
          createdAt: meta.at,
          updatedAt: meta.at,
        });
        added += 1;
      }
    }
    return {
      summary: [
        { label: 'Gráficos añadidos', value: String(added) },
        { label: 'Gráficos reemplazados', value: String(replaced) },
        { label: 'Fondos', value: [...new Set(plan.map((c) => c.code))].join(', ') },
      ],
      afterCommit: (ctx) => ctx.cache.invalidate('catalogue'),
    };
  },
});
