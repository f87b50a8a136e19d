import * as cells from '../excel-import/cells.ts';
import type { ImportColumn } from '../excel-import/define-template.ts';
import type { Db } from '../../../db/client.ts';
import { adminPortfolioRepository } from './admin-portfolio.repository.ts';

/** The investor, fund and day columns both portfolio templates start with. */
export const investorColumn: ImportColumn<string> = {
  header: 'Inversionista (documento o correo)',
  required: true,
  parse: cells.text({ max: 254 }),
  example: '45678912',
  note: 'El número de documento del inversionista (DNI, carné de extranjería o pasaporte) o su correo registrado.',
  width: 34,
};

/** The drop-down shows "CODE · Name (currency)"; only the code before " · " counts. */
export const fundColumn: ImportColumn<string> = {
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

export const dateColumn: ImportColumn<string> = {
  header: 'Fecha',
  required: true,
  parse: cells.day(),
  example: new Date(Date.UTC(2026, 9, 15)),
  note: 'El día de la operación (DD/MM/AAAA), no posterior a hoy. El fondo debe tener valor cuota publicado ese día: se usa ese valor.',
  width: 14,
  validation: 'date',
};

export async function fundList(db: Db): Promise<string[]> {
  const products = await adminPortfolioRepository.products(db);
  return products.map((p) => `${p.code} · ${p.name} (${p.currency})`);
}
