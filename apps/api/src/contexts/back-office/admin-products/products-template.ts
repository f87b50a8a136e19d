import { byTermLength, productPaymentFrequencies, termLabel, type ProductTerm } from '@invierte/domain';
import { eq } from 'drizzle-orm';
import { products } from '../../../db/schema.ts';
import * as cells from '../excel-import/cells.ts';
import { defineExcelImport, type CellParser, type TemplateIssue } from '../excel-import/define-template.ts';
import { productTableOf } from '../../catalogue/index.ts';
import { aliveProducts, fundByCode, fundCodeColumn, fundOptions } from './import-columns.ts';

interface ProductValues {
  fund: string;
  name?: string;
  description?: string;
  minInvestment?: string;
  isPrivate?: 'YES' | 'NO';
  isInstitutional?: 'YES' | 'NO';
  terms?: ProductTerm[];
  frequencies?: string[];
}

interface PlannedProduct {
  id: string;
  code: string;
  set: Partial<typeof products.$inferInsert>;
}

const yesNo = { YES: 'Sí', NO: 'No' } as const;

/** "180 días, 6 meses, 12 meses" → terms, in that order. */
const termsCell: CellParser<ProductTerm[]> = (raw) => {
  const parts = String(raw)
    .split(/[,;]/)
    .map((p) => p.trim())
    .filter(Boolean);
  const terms: ProductTerm[] = [];
  for (const part of parts) {
    const m = /^(\d{1,4})\s*(mes|meses|dia|dias|día|días)$/i.exec(part);
    const n = Number(m?.[1]);
    if (!m || n < 1)
      return { ok: false, reason: `«${part}» no es un plazo: escribe por ejemplo «6 meses» o «180 días».` };
    const months = /^mes/i.test(m[2] ?? '');
    if (months ? n > 120 : n > 3650) return { ok: false, reason: `«${part}» es un plazo demasiado largo.` };
    const term = months ? { months: n, days: null } : { months: null, days: n };
    if (terms.some((t) => t.months === term.months && t.days === term.days))
      return { ok: false, reason: `El plazo «${part}» está repetido.` };
    terms.push({ label: termLabel(term), ...term });
  }
  if (terms.length === 0 || terms.length > 12)
    return { ok: false, reason: 'Indica de 1 a 12 plazos separados por comas.' };
  return { ok: true, value: terms.sort(byTermLength) };
};

/** "Mensual, Al vencimiento" → the listed payment frequencies. */
const frequenciesCell: CellParser<string[]> = (raw) => {
  const parts = String(raw)
    .split(/[,;]/)
    .map((p) => p.trim())
    .filter(Boolean);
  const out: string[] = [];
  for (const part of parts) {
    const found = productPaymentFrequencies.find((f) => cells.folded(f) === cells.folded(part));
    if (!found)
      return {
        ok: false,
        reason: `«${part}» no es una frecuencia de pago. Usa: ${productPaymentFrequencies.join(', ')}.`,
      };
    if (out.includes(found)) return { ok: false, reason: `La frecuencia «${found}» está repetida.` };
    out.push(found);
  }
  return out.length
    ? { ok: true, value: out }
    : { ok: false, reason: 'Indica al menos una frecuencia de pago.' };
};

/**
 * The product template (requirements R7 Admin "product Excel template get/upload"): one row per existing
 * fund, found by its code, with the settings to change; an empty cell leaves that setting as it
 * is. It changes settings only — a new fund needs its accounts and first quota value, which are
 * not in a sheet. Applied: the funds' rows and the catalogue cache (afterCommit).
 */
export const productsTemplate = defineExcelImport<ProductValues, PlannedProduct[]>({
  code: 'products',
  title: 'Productos',
  sheetName: 'Productos',
  fileName: 'plantilla-productos.xlsx',
  auditAction: 'product.import',
  columns: {
    fund: fundCodeColumn,
    name: {
      header: 'Nombre',
      required: false,
      parse: cells.text({ max: 80 }),
      example: 'Factoring',
      note: 'El nombre que ven los inversionistas. Vacío: no cambia.',
      width: 24,
    },
    description: {
      header: 'Descripción',
      required: false,
      parse: cells.text({ max: 1000 }),
      example: 'Fondo que invierte en facturas negociables de empresas peruanas.',
      note: 'Qué es el fondo, como lo lee el inversionista en su página. Vacío: no cambia.',
      width: 48,
    },
    minInvestment: {
      header: 'Inversión mínima',
      required: false,
      parse: cells.decimal({ scale: 2, max: '100000000' }),
      example: 1000,
      note: 'En la moneda del fondo, con hasta 2 decimales y punto decimal. Vacío: no cambia.',
      width: 18,
      validation: 'decimal',
    },
    isPrivate: {
      header: 'Privado',
      required: false,
      parse: cells.oneOf(yesNo),
      example: 'No',
      note: '«Sí»: solo lo ven los invitados y el back office. Vacío: no cambia.',
      width: 10,
    },
    isInstitutional: {
      header: 'Institucional',
      required: false,
      parse: cells.oneOf(yesNo),
      example: 'No',
      note: '«Sí»: para inversionistas institucionales. Vacío: no cambia.',
      width: 14,
    },
    terms: {
      header: 'Plazos',
      required: false,
      parse: termsCell,
      example: '3 meses, 6 meses, 12 meses',
      note: 'Los plazos que muestra su página, separados por comas, en meses o días («180 días, 12 meses»). Vacío: no cambian.',
      width: 30,
    },
    frequencies: {
      header: 'Frecuencias de pago',
      required: false,
      parse: frequenciesCell,
      example: 'Trimestral',
      note: `Separadas por comas: ${productPaymentFrequencies.join(', ')}. Vacío: no cambian.`,
      width: 26,
    },
  },
  instructions: [
    'Cada fila cambia la configuración de un fondo que ya existe, identificado por su código.',
    'Una celda vacía deja ese dato como está. Un fondo aparece una sola vez en el archivo.',
    'Los fondos nuevos no se crean desde este archivo.',
  ],
  lists: async (db) => ({
    fund: fundOptions(await aliveProducts(db)),
    isPrivate: Object.values(yesNo),
    isInstitutional: Object.values(yesNo),
  }),
  // A fund is changed by one row of the file.
  identity: { columns: ['fund'], repeats: 'refuse' },
  validate: async (db, rows) => {
    const funds = await aliveProducts(db);
    const issues: TemplateIssue<ProductValues>[] = [];
    const plan: PlannedProduct[] = [];
    for (const { row, values, complete } of rows) {
      if (values.fund === undefined) continue;
      const fund = fundByCode(funds, values.fund);
      if (typeof fund === 'string') {
        issues.push({ row, column: 'fund', reason: fund });
        continue;
      }
      const set: PlannedProduct['set'] = {};
      if (values.name !== undefined) set.name = values.name;
      if (values.description !== undefined) set.description = values.description;
      if (values.minInvestment !== undefined) set.minInvestment = values.minInvestment;
      if (values.isPrivate !== undefined) set.isPrivate = values.isPrivate === 'YES';
      if (values.isInstitutional !== undefined) set.isInstitutional = values.isInstitutional === 'YES';
      if (values.terms !== undefined || values.frequencies !== undefined) {
        const current = productTableOf(fund);
        set.detailTable = {
          terms: values.terms ?? current.terms,
          paymentFrequencies: values.frequencies ?? current.paymentFrequencies,
        };
      }
      // A cell that did not parse is reported as such, not as a row that changes nothing.
      if (Object.keys(set).length === 0 && complete) {
        issues.push({ row, column: 'fund', reason: 'La fila no cambia nada: llena al menos un dato.' });
        continue;
      }
      plan.push({ id: fund.id, code: fund.code, set });
    }
    return {
      issues,
      plan,
      summary: [{ label: 'Fondos a actualizar', value: String(plan.length) }],
    };
  },
  apply: async (tx, plan, meta) => {
    for (const p of plan)
      await tx
        .update(products)
        .set({ ...p.set, updatedAt: meta.at })
        .where(eq(products.id, p.id));
    return {
      summary: [
        { label: 'Fondos actualizados', value: String(plan.length) },
        { label: 'Códigos', value: plan.map((p) => p.code).join(', ') },
      ],
      afterCommit: (ctx) => ctx.cache.invalidate('catalogue'),
    };
  },
});
