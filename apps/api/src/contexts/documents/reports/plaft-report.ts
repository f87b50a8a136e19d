import { onboardingStateLabels } from '@invierte/domain';
import { keysetPages } from '../../../shared/keyset-pages.ts';
import { limaDayRange } from './report-pages.ts';
import { fullName, type ReportSource } from './report-source.ts';
import { reportsRepository, type CreatedCursor } from './reports.repository.ts';

type Part = Record<string, unknown> | undefined;
type PlaftRow = Awaited<ReturnType<typeof reportsRepository.onboardingPage>>[number] & {
  parts: Record<string, Part>;
  text: (group: string, key: unknown) => string | null;
};

const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
const yesNo = (v: unknown) => (typeof v === 'boolean' ? v : null);

/**
 * The anti-money-laundering view compliance needs (PLAFT): per onboarding, who invests how much and
 * what they declared — politically exposed person and relatives, occupation and employer, origin of
 * the funds, whose money it is, final beneficiary — and whether the document is on the restricted
 * list, with compliance's reason. Option keys are written as the texts the investor chose.
 */
export const plaftReport: ReportSource<PlaftRow> = {
  sheetName: 'PLAFT',
  columns: [
    { header: 'Solicitud creada', width: 17, kind: 'datetime', value: (r) => r.createdAt },
    {
      header: 'Estado',
      width: 26,
      kind: 'text',
      value: (r) => onboardingStateLabels[r.state] ?? r.state,
    },
    { header: 'Inversionista', width: 30, kind: 'text', value: fullName },
    {
      header: 'Tipo de documento',
      width: 12,
      kind: 'text',
      value: (r) => r.documentType ?? str(r.parts.personalInformation?.documentType),
    },
    {
      header: 'Número de documento',
      width: 14,
      kind: 'text',
      value: (r) => r.documentNumber ?? str(r.parts.personalInformation?.documentNumber),
    },
    {
      header: 'Nacionalidad',
      width: 12,
      kind: 'text',
      value: (r) => str(r.parts.personalInformation?.nationality),
    },
    { header: 'Correo', width: 30, kind: 'text', value: (r) => r.email },
    { header: 'Fondo', width: 28, kind: 'text', value: (r) => r.productName },
    { header: 'Moneda', width: 8, kind: 'text', value: (r) => r.currency },
    { header: 'Monto', width: 16, kind: 'money', value: (r) => str(r.parts.investment?.amount) },
    { header: 'PEP', width: 7, kind: 'yesno', value: (r) => yesNo(r.parts.pep?.isPep) },
    {
      header: 'Cargo PEP',
      width: 26,
      kind: 'text',
      value: (r) => r.text('pep-position', r.parts.pep?.position),
    },
    { header: 'Institución PEP', width: 26, kind: 'text', value: (r) => str(r.parts.pep?.institution) },
    { header: 'Familiares PEP', width: 10, kind: 'yesno', value: (r) => yesNo(r.parts.pep?.hasPepRelatives) },
    {
      header: 'Familiares PEP declarados',
      width: 40,
      kind: 'text',
      value: (r) => {
        const relatives = r.parts.pep?.relatives;
        if (!Array.isArray(relatives) || relatives.length === 0) return null;
        return relatives
          .map((x: Record<string, unknown>) =>
            [str(x.fullName), r.text('pep-position', x.position), str(x.institution)]
              .filter(Boolean)
              .join(', '),
          )
          .join('; ');
      },
    },
    {
      header: 'Ocupación',
      width: 26,
      kind: 'text',
      value: (r) => r.text('occupation', r.parts.occupation?.occupation),
    },
    { header: 'Centro de labores', width: 26, kind: 'text', value: (r) => str(r.parts.occupation?.employer) },
    { header: 'Cargo', width: 20, kind: 'text', value: (r) => str(r.parts.occupation?.jobTitle) },
    {
      header: 'Origen de los fondos',
      width: 26,
      kind: 'text',
      value: (r) => r.text('income-source', r.parts.occupation?.incomeSource),
    },
    {
      header: 'Dueño de los fondos',
      width: 14,
      kind: 'text',
      value: (r) => {
        const holder = r.parts.resourceHolder?.holder;
        return holder === 'SELF' ? 'Propio' : holder === 'THIRD_PARTY' ? 'Tercero' : null;
      },
    },
    {
      header: 'Tercero dueño de los fondos',
      width: 30,
      kind: 'text',
      value: (r) => {
        const owner = r.parts.resourceHolder?.owner as Record<string, unknown> | undefined;
        if (!owner) return null;
        const name = [owner.name, owner.lastName, owner.secondLastName].filter((x) => str(x)).join(' ');
        return `${name} (${str(owner.documentType) ?? ''} ${str(owner.documentNumber) ?? ''})`.replace(
          ' )',
          ')',
        );
      },
    },
    {
      header: 'Beneficiario final',
      width: 10,
      kind: 'yesno',
      value: (r) => yesNo(r.parts.finalBeneficiary?.isFinalBeneficiary),
    },
    {
      header: 'En lista de restringidos',
      width: 12,
      kind: 'yesno',
      value: (r) => r.restrictedReason !== null,
    },
    { header: 'Motivo de la restricción', width: 36, kind: 'text', value: (r) => r.restrictedReason },
  ],
  async *batches(ctx, query) {
    const range = limaDayRange(query);
    const texts = await reportsRepository.optionTexts(ctx.db, [
      'occupation',
      'income-source',
      'pep-position',
    ]);
    const text = (group: string, key: unknown) =>
      typeof key === 'string' && key ? (texts.get(`${group}:${key}`) ?? key) : null;
    for await (const page of keysetPages(
      (after: CreatedCursor | null, limit: number) =>
        reportsRepository.onboardingPage(ctx.db, range, after, limit),
      (r) => ({ at: r.cursor, id: r.id }),
    )) {
      const parts = await reportsRepository.partsOf(
        ctx.db,
        page.map((r) => r.id),
        ['personalInformation', 'occupation', 'pep', 'resourceHolder', 'finalBeneficiary', 'investment'],
      );
      yield page.map((r) => ({ ...r, parts: (parts.get(r.id) ?? {}) as Record<string, Part>, text }));
    }
  },
};
