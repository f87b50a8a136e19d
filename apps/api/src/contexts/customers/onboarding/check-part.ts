import {
  compareDecimalStrings,
  DomainError,
  isAdultOn,
  limaDate,
  quotasForAmount,
  toAmountString,
  type FieldError,
  type LinkingParameters,
  type OnboardingPart,
  type SavedInvestment,
} from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { listCountries } from '../../catalogue/index.ts';
import { listLinkingParameters } from '../../catalogue/index.ts';
import { ubigeoCatalog } from '../../catalogue/index.ts';
import { refuseWhileQuotaUpdating } from '../../catalogue/index.ts';
import { investmentMinimumOf } from './investment-minimum.ts';
import { onboardingRepository } from './onboarding.repository.ts';
import type { OnboardingFacts } from './onboarding-view.ts';

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
const knownCountries = () => (countryIds ??= new Set(listCountries().map((c) => c.id)));

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

function fieldsError(errors: FieldError[]): DomainError {
  return new DomainError('VALIDATION_ERROR', errors[0]?.message, errors);
}

/**
 * What the part schema cannot know: option keys against the maintained lists, countries and districts
 * against the catalogues, the investor's age in Lima today, the account's own document, and the
 * investment against requirements R5's minimum. Returns the data to store: the validated part, or for the
 * investment the amount priced at the latest quota value. Refusals are 400s naming the field.
 */
export async function checkPart(
  ctx: AppContext,
  part: OnboardingPart,
  data: Data,
  /** The onboarding whose investment is priced; null for the profile's sections, which have none. */
  facts: OnboardingFacts | null,
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

  if (part === 'finalBeneficiary') {
    // "Sí": no beneficiary is kept, whatever the body carried.
    if (data.isFinalBeneficiary === true) {
      const { beneficiary: _dropped, ...declaration } = data;
      return declaration;
    }
    errors.push(...(await beneficiaryErrors(ctx, data.beneficiary as Data | undefined, facts, today)));
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
  if (part === 'investment') {
    if (!facts) throw new Error('an investment is only priced within an onboarding');
    return priceInvestment(ctx, String(data.amount), facts);
  }
  return data;
}

/**
 * The final beneficiary named on "No": the nationality from the catalogue, a birth date that has
 * happened (a minor may be the beneficiary: the terms' age rule is the investor's), and the identity
 * document uploaded to this very onboarding.
 */
async function beneficiaryErrors(
  ctx: AppContext,
  beneficiary: Data | undefined,
  facts: OnboardingFacts | null,
  today: string,
): Promise<FieldError[]> {
  if (!beneficiary) return [];
  const errors: FieldError[] = [];
  if (typeof beneficiary.nationality === 'string' && !knownCountries().has(beneficiary.nationality))
    errors.push({ field: 'body.beneficiary.nationality', message: 'Selecciona un país de la lista.' });
  if (typeof beneficiary.birthDate === 'string' && beneficiary.birthDate > today)
    errors.push({
      field: 'body.beneficiary.birthDate',
      message: 'La fecha de nacimiento no puede ser futura.',
    });
  const fileId = String(beneficiary.documentFileId);
  const document =
    facts && (await onboardingRepository.findFile(ctx.db, facts.row.id, fileId, 'BENEFICIARY_DOCUMENT'));
  if (!document)
    errors.push({
      field: 'body.beneficiary.documentFileId',
      message: 'No encontramos el documento adjunto. Vuelve a adjuntarlo.',
    });
  return errors;
}

/**
 * The amount against requirements R5's minimum, priced at the latest quota value (quotas truncated to 8
 * decimals); refused while the day's quota update is under way.
 */
function priceInvestment(
  ctx: AppContext,
  rawAmount: string,
  { product, quota }: OnboardingFacts,
): SavedInvestment {
  refuseWhileQuotaUpdating(ctx, quota);
  const amount = toAmountString(rawAmount);
  const { minimum, message } = investmentMinimumOf(product);
  if (compareDecimalStrings(amount, minimum) < 0) throw fieldsError([{ field: 'body.amount', message }]);
  if (!quota)
    throw new DomainError(
      'CONFLICT',
      'El producto aún no tiene un valor cuota publicado. Inténtalo más tarde.',
    );
  return {
    amount,
    quotaValue: quota.value,
    quotaValueDate: quota.valueDate,
    quotaNumber: quotasForAmount(amount, quota.value),
  };
}
