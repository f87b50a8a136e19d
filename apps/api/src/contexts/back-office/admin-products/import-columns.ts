import { productChartPoint } from '@invierte/domain';
import { asc, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { products } from '../../../db/schema.ts';
import * as cells from '../excel-import/cells.ts';
import type { CellParser, ImportColumn } from '../excel-import/define-template.ts';
import type { ProductRow } from '../../catalogue/index.ts';

/** The funds both product templates may name (not deleted), in menu order. */
export async function aliveProducts(db: Db): Promise<ProductRow[]> {
  return db.select().from(products).where(isNull(products.deletedAt)).orderBy(asc(products.position));
}

/** The drop-down shows "CODE · Name (currency)"; only the code before " · " counts. */
export const fundCodeColumn: ImportColumn<string> = {
  header: 'Fondo',
  required: true,
  parse: (raw) => {
    const parsed = cells.text({ max: 120 })(raw);
    return parsed.ok ? { ok: true, value: parsed.value.split('·')[0]?.trim() ?? '' } : parsed;
  },
  example: 'FIAMN · Factoring (PEN)',
  note: 'El código del fondo. Elígelo de la lista: se toma el código, lo que sigue a « · » es solo una ayuda.',
  width: 36,
};

export const fundOptions = (rows: ProductRow[]) => rows.map((p) => `${p.code} · ${p.name} (${p.currency})`);

/** The fund a code names, or the Spanish reason it names none (or more than one). */
export function fundByCode(rows: ProductRow[], code: string): ProductRow | string {
  const found = rows.filter((p) => p.code.toLowerCase() === code.toLowerCase());
  if (found.length === 0) return 'No existe un fondo con ese código.';
  if (found.length > 1) return 'Hay más de un fondo con ese código.';
  return found[0] as ProductRow;
}

/** A chart value: a signed decimal with up to 8 decimals (returns can be negative), as a string. */
export const chartValue: CellParser<string> = (raw) => {
  const value = typeof raw === 'number' ? (Number.isFinite(raw) ? String(raw) : '') : String(raw).trim();
  if (/^-?\d+,\d+$/.test(value))
    return { ok: false, reason: 'Usa punto para los decimales (por ejemplo 1.25).' };
  const parsed = productChartPoint.shape.value.safeParse(value);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, reason: 'Escribe un número con hasta 8 decimales, por ejemplo 1.25 o -0.4.' };
};
