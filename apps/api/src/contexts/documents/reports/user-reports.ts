import { investorProfileLabels } from '@invierte/domain';
import type { ReportColumn } from './report-xlsx.ts';
import { keysetPages } from '../../../shared/keyset-pages.ts';
import { limaDayRange } from './report-pages.ts';
import { profileLabels, type ReportSource } from './report-source.ts';
import { reportsRepository, type CreatedCursor } from './reports.repository.ts';

type UserRow = Awaited<ReturnType<typeof reportsRepository.userPage>>[number] & { privateFunds?: string[] };

const userColumns: ReadonlyArray<ReportColumn<UserRow>> = [
  { header: 'Registrado', width: 17, kind: 'datetime', value: (r) => r.createdAt },
  { header: 'Nombres', width: 20, kind: 'text', value: (r) => r.name },
  { header: 'Apellido paterno', width: 18, kind: 'text', value: (r) => r.lastName },
  { header: 'Apellido materno', width: 18, kind: 'text', value: (r) => r.secondLastName },
  { header: 'Tipo de documento', width: 12, kind: 'text', value: (r) => r.documentType },
  { header: 'Número de documento', width: 14, kind: 'text', value: (r) => r.documentNumber },
  { header: 'Correo', width: 30, kind: 'text', value: (r) => r.email },
  { header: 'Correo verificado', width: 10, kind: 'yesno', value: (r) => r.emailVerifiedAt !== null },
  { header: 'Cuestionario completo', width: 12, kind: 'yesno', value: (r) => r.questionCompleted },
  {
    header: 'Perfil de inversionista',
    width: 16,
    kind: 'text',
    // Never blank: a reader must tell "not yet answered" from a column that failed to fill.
    value: (r) =>
      r.investorProfile
        ? (investorProfileLabels[r.investorProfile] ?? r.investorProfile)
        : 'Sin cuestionario',
  },
  { header: 'Cliente preferente', width: 11, kind: 'yesno', value: (r) => r.affluent },
  { header: 'Cuenta', width: 12, kind: 'text', value: (r) => (r.disabledAt ? 'Desactivada' : 'Activa') },
];

function usersReport(
  sheetName: string,
  filter: { profile: 'PARTICIPE' | 'INTERESADO' } | { affluent: true },
): ReportSource<UserRow> {
  return {
    sheetName,
    columns: userColumns,
    async *batches(ctx, query) {
      const range = limaDayRange(query);
      yield* keysetPages(
        (after: CreatedCursor | null, limit: number) =>
          reportsRepository.userPage(ctx.db, filter, range, after, limit),
        (r) => ({ at: r.cursor, id: r.id }),
      );
    },
  };
}

/** The accounts of profile PARTICIPE (they hold quotas). */
export const userParticipantReport = usersReport('Usuarios partícipes', { profile: 'PARTICIPE' });

/** The accounts of profile INTERESADO (registered, no quotas yet). */
export const userInterestedReport = usersReport('Usuarios interesados', { profile: 'INTERESADO' });

/**
 * Private clients: investors with the affluent flag (they see the private funds), whatever their
 * profile, with the private or institutional funds they hold quotas in.
 */
export const privateUserReport: ReportSource<UserRow> = {
  sheetName: 'Clientes privados',
  columns: [
    ...userColumns.slice(0, 7),
    { header: 'Perfil', width: 12, kind: 'text', value: (r) => profileLabels[r.profile] ?? r.profile },
    ...userColumns.slice(7),
    {
      header: 'Fondos privados o institucionales con cuotas',
      width: 36,
      kind: 'text',
      value: (r) => r.privateFunds?.join(', ') || 'Ninguno',
    },
  ],
  async *batches(ctx, query) {
    const range = limaDayRange(query);
    for await (const page of keysetPages(
      (after: CreatedCursor | null, limit: number) =>
        reportsRepository.userPage(ctx.db, { affluent: true }, range, after, limit),
      (r) => ({ at: r.cursor, id: r.id }),
    )) {
      const funds = await reportsRepository.privatePositionsOf(
        ctx.db,
        page.map((r) => r.id),
      );
      yield page.map((r) => ({ ...r, privateFunds: funds.get(r.id) ?? [] }));
    }
  },
};
