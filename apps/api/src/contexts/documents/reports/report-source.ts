import type { ReportQuery } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import type { ReportColumn } from './report-xlsx.ts';

/** One report: its sheet, its columns and the pages of rows it reads (never all at once). */
export interface ReportSource<R> {
  sheetName: string;
  columns: ReadonlyArray<ReportColumn<R>>;
  batches: (ctx: AppContext, query: ReportQuery) => AsyncIterable<R[]>;
}

/** Names as an administrator reads them: names, then both surnames. */
export const fullName = (r: { name: string; lastName: string; secondLastName: string }) =>
  [r.name, r.lastName, r.secondLastName].filter(Boolean).join(' ');

export const newsletterSourceLabels: Record<string, string> = {
  webapp: 'Pie de página',
  onboarding: 'Solicitud de inversión',
};

export const profileLabels: Record<string, string> = {
  INTERESADO: 'Interesado',
  PARTICIPE: 'Partícipe',
  ADMIN: 'Administrador',
};
