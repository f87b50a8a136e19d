import { toTitleCase, type CustomerProfile, type ProfileSection } from '@invierte/domain';
import type { FieldSpec, FormValues } from '../../components/part-form/form-model';
import {
  birthFields,
  occupationFields,
  personalInformationFields,
  residenceFields,
} from '../../components/part-form/part-fields';

/**
 * Each profile section by what is its own: title, copy and the shared part fields. Validation is the
 * part's schema (the same as the onboarding's), saving and errors are the one ProfileSectionForm.
 */
export interface ProfileSectionDef {
  section: ProfileSection;
  title: string;
  intro: string;
  fields: readonly FieldSpec[];
  /** Values before the section was ever saved. */
  initial?: (profile: CustomerProfile) => FormValues;
  /** One line for the overview card. */
  summary: (data: Record<string, unknown>) => string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const profileSectionDefs: readonly ProfileSectionDef[] = [
  {
    section: 'personalInformation',
    title: 'Datos personales',
    intro: 'Tus nombres como figuran en tu documento, tu nacionalidad y un celular para contactarte.',
    fields: personalInformationFields,
    initial: ({ account }) => ({
      ...(account.documentType && { documentType: account.documentType }),
      documentNumber: account.documentNumber ?? '',
      name: toTitleCase(account.name),
      lastName: toTitleCase(account.lastName),
      secondLastName: toTitleCase(account.secondLastName),
    }),
    summary: (d) =>
      [text(d.name), text(d.lastName), text(d.secondLastName)].filter(Boolean).join(' ') +
      (d.phone ? ` · ${text(d.phone)}` : ''),
  },
  {
    section: 'birthdata',
    title: 'Fecha y lugar de nacimiento',
    intro: 'Para invertir debes ser mayor de edad.',
    fields: birthFields,
    summary: (d) => {
      const [y, m, day] = text(d.birthDate).split('-');
      return y ? `Nacimiento: ${day}/${m}/${y}` : '';
    },
  },
  {
    section: 'address',
    title: 'Domicilio',
    intro: 'La dirección donde vives actualmente.',
    fields: residenceFields,
    summary: (d) => text(d.address),
  },
  {
    section: 'occupation',
    title: 'Ocupación',
    intro: 'A qué te dedicas y de dónde provienen los fondos que inviertes.',
    fields: occupationFields,
    summary: (d) => [text(d.jobTitle), text(d.employer)].filter(Boolean).join(', ') || 'Registrada',
  },
];

export const sectionDefOf = (section: ProfileSection) =>
  profileSectionDefs.find((d) => d.section === section);
