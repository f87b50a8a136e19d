import { z } from 'zod';

/** A country for residence, nationality and birthplace: ISO 3166 codes and the Spanish name. */
export const countryOption = z.object({
  /** ISO alpha-3, as requirements R9 names Peru for regions: PER. */
  id: z.string(),
  alpha2: z.string(),
  name: z.string(),
});
export type CountryOption = z.infer<typeof countryOption>;

/** A department, province or district of Peru by its INEI ubigeo code (2, 4 or 6 digits). */
export const ubigeoOption = z.object({ id: z.string(), name: z.string() });
export type UbigeoOption = z.infer<typeof ubigeoOption>;

/**
 * Districts also carry RENIEC's code, which identity documents use (null for the one district the data
 * set gives only an INEI code). A district with only a RENIEC code has the id `R<reniec>`.
 */
export const districtOption = ubigeoOption.extend({ reniec: z.string().nullable() });
export type DistrictOption = z.infer<typeof districtOption>;

export const departmentParams = z.object({
  dep: z.string().regex(/^\d{2}$/, 'El código de departamento tiene 2 dígitos.'),
});
export const provinceParams = departmentParams.extend({
  prov: z.string().regex(/^\d{4}$/, 'El código de provincia tiene 4 dígitos.'),
});
export const linkingDepartmentsQuery = z.object({
  id_country: z
    .string()
    .regex(/^[A-Z]{3}$/, 'El país no es válido.')
    .default('PER'),
});
/** requirements R7 spells the parameter `id_deparment`. */
export const linkingProvincesQuery = z.object({
  id_deparment: z.string().regex(/^\d{2}$/, 'El código de departamento tiene 2 dígitos.'),
});
export const linkingDistrictsQuery = z.object({
  id_province: z.string().regex(/^\d{4}$/, 'El código de provincia tiene 4 dígitos.'),
});

/** The groups of options the onboarding forms list, maintained as parameters (not constants in the web). */
export const linkingParameterGroups = [
  'document-type',
  'occupation',
  'income-source',
  'bank',
  'bank-account-type',
  'marital-status',
  'pep-position',
  'relationship',
] as const;
export type LinkingParameterGroup = (typeof linkingParameterGroups)[number];

const option = z.object({ key: z.string(), text: z.string() });
export const linkingParameters = z.object({
  documentTypes: z.array(option),
  occupations: z.array(option),
  incomeSources: z.array(option),
  banks: z.array(option),
  bankAccountTypes: z.array(option),
  maritalStatuses: z.array(option),
  pepPositions: z.array(option),
  relationships: z.array(option),
});
export type LinkingParameters = z.infer<typeof linkingParameters>;
