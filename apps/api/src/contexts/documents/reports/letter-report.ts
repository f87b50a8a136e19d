import { keysetPages } from '../../../shared/keyset-pages.ts';
import { limaDayRange } from './report-pages.ts';
import { newsletterSourceLabels, type ReportSource } from './report-source.ts';
import { reportsRepository, type CreatedCursor } from './reports.repository.ts';

type LetterRow = Awaited<ReturnType<typeof reportsRepository.letterPage>>[number];

/** The newsletter's entries (letters): when, who and where they signed up. */
export const letterReport: ReportSource<LetterRow> = {
  sheetName: 'Cartas',
  columns: [
    { header: 'Inscrito', width: 17, kind: 'datetime', value: (r) => r.createdAt },
    { header: 'Correo', width: 34, kind: 'text', value: (r) => r.email },
    { header: 'Nombre', width: 28, kind: 'text', value: (r) => r.name },
    { header: 'Origen', width: 22, kind: 'text', value: (r) => newsletterSourceLabels[r.source] ?? r.source },
  ],
  async *batches(ctx, query) {
    const range = limaDayRange(query);
    yield* keysetPages(
      (after: CreatedCursor | null, limit: number) =>
        reportsRepository.letterPage(ctx.db, range, after, limit),
      (r) => ({ at: r.cursor, id: r.id }),
    );
  },
};
