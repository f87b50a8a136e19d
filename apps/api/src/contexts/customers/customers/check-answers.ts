import {
  DomainError,
  isAdultOn,
  limaDate,
  type FieldError,
  type LinkingParameters,
  type OnboardingPart,
} from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { listCountries } from '../../catalogue/index.ts';
import { listLinkingParameters } from '../../catalogue/index.ts';
import { ubigeoCatalog } from '../../catalogue/index.ts';

let districtIds: Set<string> | null = null;
/** Every district id of the shipped ubigeo data (the same catalog the linking calls serve). */
function knownDistricts(): Set<string> {
  if (districtIds) return districtIds;
  const catalog = ubigeoCatalog();
  const ids = new Set<string>();
  for (const dep of catalog.departments())
    for (const prov of catalog.provinces(dep.id) ?? [])
      for (const district of catalog.districts(prov.id) ?? []) ids.add(district.id);
  districtIds = ids;
  return ids;
}

let countryIds: Set<string> | null = null;
export const knownCountries = () => (countryIds ??= new Set(listCountries().map((c) => c.id)));

type Data = Record<string, unknown>;
type ListName = keyof LinkingParameters;

/** Option fields of each part: which parameters list holds their keys, and the field's label. */
const optionFields: Partial<Record<OnboardingPart, Array<[path: string, list: ListName, label: string]>>> = {
  personalInformation: [['maritalStatus', 'maritalStatuses', 'estado civil']],
  occupation: [
    ['occupation', 'occupations', 'ocupación'],
    ['incomeSource', 'incomeSources', 'origen de fondos'],
  ],
  beneficiaryOccupation: [
    ['occupation', 'occupations', 'ocupación'],
    ['incomeSource', 'incomeSources', 'origen de fondos'],
  ],
  pep: [['position', 'pepPositions', 'cargo']],
  partner: [['relationship', 'relationships', 'parentesco']],
  bankAccount: [
    ['bank', 'banks', 'banco'],
    ['accountType', 'bankAccountTypes', 'tipo de cuenta'],
  ],
};

/** Country and district fields of each part (residence and birthplace, the investor's and the owner's). */
const placeFields: Partial<Record<OnboardingPart, { countries: string[]; districts: string[] }>> = {
  personalInformation: { countries: ['nationality'], districts: [] },
  birthdata: { countries: ['birthCountry'], districts: ['birthDistrictId'] },
  beneficiaryBirthdata: { countries: ['birthCountry'], districts: ['birthDistrictId'] },
  address: { countries: ['residenceCountry'], districts: ['districtId'] },
  beneficiaryAddress: { countries: ['residenceCountry'], districts: ['districtId'] },
};

const invalidOption = (label: string) => `El valor elegido en ${label} no es válido. Elígelo de la lista.`;

export function fieldsError(errors: FieldError[]): DomainError {
  return new DomainError('VALIDATION_ERROR', errors[0]?.message, errors);
}

/**
 * What a part's schema cannot know, for the onboarding's parts and the profile's sections alike (they
 * share their schemas): option keys against the maintained lists, countries and districts against the
 * catalogues, the investor's age in Lima today and the account's own document. Returns the data to
 * store; refusals are 400s naming the field. The onboarding adds its investment's price
 * (onboarding/check-part.ts).
 */
export async function checkAnswers(
  ctx: AppContext,
  part: OnboardingPart,
  data: Data,
  account: { documentType: string | null; documentNumber: string | null },
): Promise<Data> {
  const errors: FieldError[] = [];
  const fields = optionFields[part] ?? [];
  const pepRelatives = part === 'pep' && Array.isArray(data.relatives) ? (data.relatives as Data[]) : [];
  if (fields.length > 0 || pepRelatives.length > 0) {
    const lists = await listLinkingParameters(ctx);
    const has = (list: ListName, key: unknown) => lists[list].some((o) => o.key === key);
    for (const [path, list, label] of fields)
      if (data[path] !== undefined && !has(list, data[path]))
        errors.push({ field: `body.${path}`, message: invalidOption(label) });
    pepRelatives.forEach((relative, i) => {
      if (!has('relationships', relative.relationship))
        errors.push({ field: `body.relatives.${i}.relationship`, message: invalidOption('parentesco') });
      if (!has('pepPositions', relative.position))
        errors.push({ field: `body.relatives.${i}.position`, message: invalidOption('cargo') });
    });
  }

  const places = placeFields[part];
  for (const path of places?.countries ?? [])
    if (typeof data[path] === 'string' && !knownCountries().has(data[path]))
      errors.push({ field: `body.${path}`, message: 'Selecciona un país de la lista.' });
  for (const path of places?.districts ?? [])
    if (typeof data[path] === 'string' && !knownDistricts().has(data[path]))
      errors.push({ field: `body.${path}`, message: 'Selecciona un distrito de la lista.' });

  const today = limaDate(ctx.now());
  if (part === 'birthdata' && typeof data.birthDate === 'string') {
    if (data.birthDate > today)
      errors.push({ field: 'body.birthDate', message: 'La fecha de nacimiento no puede ser futura.' });
    else if (!isAdultOn(data.birthDate, today))
      errors.push({ field: 'body.birthDate', message: 'Debes ser mayor de edad para invertir.' });
  }

  // The investor's identity is the account's: a different document here would be someone else's KYC.
  if (
    part === 'personalInformation' &&
    account.documentNumber !== null &&
    (data.documentType !== account.documentType || data.documentNumber !== account.documentNumber)
  )
    errors.push({
      field: 'body.documentNumber',
      message: 'El documento debe ser el mismo con el que registraste tu cuenta.',
    });

  if (errors.length > 0) throw fieldsError(errors);
  return data;
}
