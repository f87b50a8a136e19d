import { amountForQuotas } from '@invierte/domain';
import { keysetPages } from '../../../shared/keyset-pages.ts';
import { fullName, type ReportSource } from './report-source.ts';
import { reportsRepository, type PositionCursor } from './reports.repository.ts';

type PositionRow = Awaited<ReturnType<typeof reportsRepository.positionPage>>[number] & {
  quotaValue: { valueDate: string; value: string } | undefined;
};

/**
 * One row per participant and fund: the quotas held today (the ledger's posted balance), those held
 * back by pending rescues, the fund's latest quota value and what the position is worth at it.
 */
export const participantReport: ReportSource<PositionRow> = {
  sheetName: 'Partícipes',
  columns: [
    { header: 'Partícipe', width: 30, kind: 'text', value: fullName },
    { header: 'Tipo de documento', width: 12, kind: 'text', value: (r) => r.documentType },
    { header: 'Número de documento', width: 14, kind: 'text', value: (r) => r.documentNumber },
    { header: 'Correo', width: 30, kind: 'text', value: (r) => r.email },
    { header: 'Cuenta', width: 12, kind: 'text', value: (r) => (r.disabledAt ? 'Desactivada' : 'Activa') },
    { header: 'Fondo', width: 28, kind: 'text', value: (r) => r.productName },
    { header: 'Moneda', width: 8, kind: 'text', value: (r) => r.currency },
    { header: 'Cuotas', width: 18, kind: 'quotas', value: (r) => r.posted },
    { header: 'Cuotas comprometidas en rescates', width: 18, kind: 'quotas', value: (r) => r.reserved },
    { header: 'Valor cuota', width: 16, kind: 'quotas', value: (r) => r.quotaValue?.value },
    { header: 'Fecha del valor cuota', width: 14, kind: 'date', value: (r) => r.quotaValue?.valueDate },
    {
      header: 'Valor estimado',
      width: 18,
      kind: 'money',
      value: (r) => (r.quotaValue ? amountForQuotas(r.posted, r.quotaValue.value) : null),
    },
  ],
  async *batches(ctx) {
    const latest = await reportsRepository.latestQuotaValues(ctx.db);
    for await (const page of keysetPages(
      (after: PositionCursor | null, limit: number) => reportsRepository.positionPage(ctx.db, after, limit),
      (r) => ({ lastName: r.lastName, name: r.name, id: r.id }),
    ))
      yield page.map((r) => ({ ...r, quotaValue: latest.get(r.productId) }));
  },
};
