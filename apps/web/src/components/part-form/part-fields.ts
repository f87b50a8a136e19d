import type { FieldSpec } from './form-model';

/**
 * The fields of each shared part (contracts/onboarding-parts.ts), declared once: the onboarding's
 * step-1 screens and the profile's sections show the same inputs over the same schema.
 */

const digits = (text: string) => text.replace(/\D/g, '');

/** personalInformation: identity (with the DNI lookup), nationality, sex, marital status, mobile. */
export const personalInformationFields: readonly FieldSpec[] = [
  { kind: 'identity', prefix: '', dniLookup: true },
  { kind: 'country', name: 'nationality', label: 'Nacionalidad', half: true },
  {
    kind: 'select',
    name: 'gender',
    label: 'Sexo',
    options: [
      { key: 'F', text: 'Femenino' },
      { key: 'M', text: 'Masculino' },
    ],
    half: true,
  },
  {
    kind: 'select',
    name: 'maritalStatus',
    label: 'Estado civil',
    options: 'maritalStatuses',
    half: true,
  },
  {
    kind: 'text',
    name: 'phone',
    label: 'Celular',
    helper: '9 dígitos, o con + y el código de tu país.',
    inputMode: 'tel',
    maxLength: 16,
    autoComplete: 'tel',
    half: true,
  },
];

/** birthdata: date, country, and district (Peru) or city (abroad). */
export const birthFields: readonly FieldSpec[] = [
  { kind: 'date', name: 'birthDate', label: 'Fecha de nacimiento', adultsOnly: true, half: true },
  { kind: 'country', name: 'birthCountry', label: 'País de nacimiento', half: true },
  {
    kind: 'place',
    countryField: 'birthCountry',
    districtField: 'birthDistrictId',
    cityField: 'birthCity',
    cityLabel: 'Ciudad de nacimiento',
  },
];

/** address: country, district or city, address and reference. */
export const residenceFields: readonly FieldSpec[] = [
  { kind: 'country', name: 'residenceCountry', label: 'País de residencia' },
  {
    kind: 'place',
    countryField: 'residenceCountry',
    districtField: 'districtId',
    cityField: 'city',
    cityLabel: 'Ciudad',
  },
  {
    kind: 'text',
    name: 'address',
    label: 'Dirección',
    helper: 'Avenida, calle o jirón, número, y departamento o interior si lo hay.',
    maxLength: 160,
    autoComplete: 'street-address',
  },
  { kind: 'text', name: 'reference', label: 'Referencia (opcional)', maxLength: 160 },
];

/** occupation: occupation, workplace and where the money comes from. */
export const occupationFields: readonly FieldSpec[] = [
  { kind: 'select', name: 'occupation', label: 'Ocupación', options: 'occupations' },
  { kind: 'text', name: 'employer', label: 'Centro de trabajo (opcional)', maxLength: 120, half: true },
  { kind: 'text', name: 'jobTitle', label: 'Cargo (opcional)', maxLength: 80, half: true },
  { kind: 'select', name: 'incomeSource', label: 'Origen de los fondos', options: 'incomeSources' },
];

/** bankAccount: bank, type, currency, number and CCI. */
export const bankAccountFields: readonly FieldSpec[] = [
  { kind: 'select', name: 'bank', label: 'Banco', options: 'banks' },
  { kind: 'select', name: 'accountType', label: 'Tipo de cuenta', options: 'bankAccountTypes', half: true },
  {
    kind: 'select',
    name: 'currency',
    label: 'Moneda',
    options: [
      { key: 'PEN', text: 'Soles (S/)' },
      { key: 'USD', text: 'Dólares ($)' },
    ],
    half: true,
  },
  {
    kind: 'text',
    name: 'accountNumber',
    label: 'Número de cuenta',
    inputMode: 'numeric',
    maxLength: 20,
    filter: digits,
  },
  {
    kind: 'text',
    name: 'cci',
    label: 'Código de cuenta interbancario (CCI)',
    helper: '20 dígitos; lo encuentras en tu banca por internet.',
    inputMode: 'numeric',
    maxLength: 20,
    filter: digits,
  },
];
