import { contractStateLabels, onboardingStateLabels } from '@invierte/domain';
import { keysetPages } from '../../../shared/keyset-pages.ts';
import { limaDayRange } from './report-pages.ts';
import { fullName, type ReportSource } from './report-source.ts';
import { reportsRepository, type CreatedCursor } from './reports.repository.ts';

type OnboardingRow = Awaited<ReturnType<typeof reportsRepository.onboardingPage>>[number] & {
  requestedAmount: string | null;
  credited: { amount: string; quotas: string; quotaValue: string; executedAt: Date | null } | undefined;
};

/** Every onboarding (investment request) with its state, dates, investor, fund and amounts. */
export const onboardingReport: ReportSource<OnboardingRow> = {
  sheetName: 'Solicitudes',
  columns: [
    { header: 'Creada', width: 17, kind: 'datetime', value: (r) => r.createdAt },
    { header: 'Última actualización', width: 17, kind: 'datetime', value: (r) => r.updatedAt },
    {
      header: 'Estado',
      width: 26,
      kind: 'text',
      value: (r) => onboardingStateLabels[r.state] ?? r.state,
    },
    {
      header: 'Contrato',
      width: 12,
      kind: 'text',
      value: (r) => contractStateLabels[r.contractState] ?? r.contractState,
    },
    { header: 'Inversionista', width: 30, kind: 'text', value: fullName },
    { header: 'Tipo de documento', width: 12, kind: 'text', value: (r) => r.documentType },
    { header: 'Número de documento', width: 14, kind: 'text', value: (r) => r.documentNumber },
    { header: 'Correo', width: 30, kind: 'text', value: (r) => r.email },
    { header: 'Fondo', width: 28, kind: 'text', value: (r) => r.productName },
    { header: 'Moneda', width: 8, kind: 'text', value: (r) => r.currency },
    { header: 'Monto solicitado', width: 16, kind: 'money', value: (r) => r.requestedAmount },
    { header: 'Monto acreditado', width: 16, kind: 'money', value: (r) => r.credited?.amount },
    { header: 'Cuotas acreditadas', width: 18, kind: 'quotas', value: (r) => r.credited?.quotas },
    { header: 'Valor cuota', width: 16, kind: 'quotas', value: (r) => r.credited?.quotaValue },
    { header: 'Acreditada el', width: 17, kind: 'datetime', value: (r) => r.credited?.executedAt },
    { header: 'Motivo', width: 40, kind: 'text', value: (r) => r.reason },
  ],
  async *batches(ctx, query) {
    const range = limaDayRange(query);
    for await (const page of keysetPages(
      (after: CreatedCursor | null, limit: number) =>
        reportsRepository.onboardingPage(ctx.db, range, after, limit),
      (r) => ({ at: r.cursor, id: r.id }),
    )) {
      const ids = page.map((r) => r.id);
      const [parts, approvals] = await Promise.all([
        reportsRepository.partsOf(ctx.db, ids, ['investment']),
        reportsRepository.executedApprovalsOf(ctx.db, ids),
      ]);
      yield page.map((r) => {
        const amount = parts.get(r.id)?.investment?.amount;
        return {
          ...r,
          requestedAmount: typeof amount === 'string' ? amount : null,
          credited: approvals.get(r.id),
        };
      });
    }
  },
};
