import {
  currencySymbols,
  documentTypeLabels,
  type DocumentType,
  currencyLabel,
  currencyWords,
} from '@invierte/domain';
import type { AppConfig } from '../../../../config.ts';
import type { Db } from '../../../../db/client.ts';
import { regulationOf } from '../../../catalogue/index.ts';
import { countryName } from '../../../catalogue/index.ts';
import { ubigeoCatalog } from '../../../catalogue/index.ts';
import type { OnboardingFacts } from '../onboarding-view.ts';
import { signingRepository } from './signing.repository.ts';
import type { ContractData } from './signing-document-data.ts';

const optionGroups = [
  'bank',
  'bank-account-type',
  'income-source',
  'marital-status',
  'occupation',
  'pep-position',
];

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const fullName = (p: Record<string, unknown> | undefined) =>
  [str(p?.name), str(p?.lastName), str(p?.secondLastName)].filter(Boolean).join(' ');

/** "Miraflores, Lima, Lima" for a Peruvian district; the city and country's name abroad. */
function placeOf(country: unknown, districtId: unknown, city: unknown): string {
  if (str(country) === 'PER') {
    const place = ubigeoCatalog().place(str(districtId));
    const parts = place ? [place.district, place.province, place.department] : [];
    return [...parts, countryName('PER')].join(', ');
  }
  return [str(city), str(country) && countryName(str(country))].filter(Boolean).join(', ');
}

/** "Soltero(a)" as the investor is: "Soltera" or "Soltero"; unchanged when not declared. */
const gendered = (text: string, gender: unknown) =>
  gender === 'F' ? text.replace(/o\(a\)/g, 'a') : gender === 'M' ? text.replace(/o\(a\)/g, 'o') : text;

/** A published path ("/documentos/…") as the full address a reader of the PDF can type. */
const absolute = (url: string, publicUrl: string) =>
  /^https?:\/\//.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;

/**
 * The data the contract and its annexes are written from: the investor's saved step-1 parts (with
 * the option keys turned into the texts the screens showed), the account and the priced investment.
 */
export async function collectContractData(
  db: Db,
  facts: OnboardingFacts,
  generation: number,
  at: Date,
  config: Pick<AppConfig, 'publicUrl' | 'fundManager'>,
): Promise<ContractData> {
  const [account, texts] = await Promise.all([
    signingRepository.account(db, facts.row.userId),
    signingRepository.optionTexts(db, optionGroups),
  ]);
  if (!account) throw new Error(`onboarding ${facts.row.id} has no account`);
  const part = (name: Parameters<typeof facts.parts.get>[0]) => facts.parts.get(name) ?? {};
  const text = (group: string, key: unknown) => texts.get(`${group}:${str(key)}`) ?? str(key);

  const person = part('personalInformation');
  const birth = part('birthdata');
  const address = part('address');
  const occupation = part('occupation');
  const pep = part('pep');
  const holder = part('resourceHolder');
  const beneficiary = part('finalBeneficiary');
  const investment = part('investment');
  const bank = part('bankAccount');
  const currency = facts.product.currency;
  const documentType = str(person.documentType) || str(account.documentType);
  const regulation = regulationOf(facts.product);

  return {
    onboardingId: facts.row.id,
    generation,
    generatedAt: at.toISOString(),
    manager: { ...config.fundManager },
    investor: {
      fullName: fullName(person) || fullName(account),
      documentType: documentTypeLabels[documentType as DocumentType] ?? documentType,
      documentNumber: str(person.documentNumber) || str(account.documentNumber),
      gender: str(person.gender),
      email: account.email,
      phone: str(person.phone),
      nationality: str(person.nationality) && countryName(str(person.nationality)),
      maritalStatus: gendered(text('marital-status', person.maritalStatus), person.gender),
      birthDate: str(birth.birthDate),
      birthPlace: placeOf(birth.birthCountry, birth.birthDistrictId, birth.birthCity),
      address: [str(address.address), placeOf(address.residenceCountry, address.districtId, address.city)]
        .filter(Boolean)
        .join(', '),
      occupation: text('occupation', occupation.occupation),
      employer: str(occupation.employer),
      jobTitle: str(occupation.jobTitle),
      incomeSource: text('income-source', occupation.incomeSource),
      isPep: pep.isPep === true,
      pepPosition: text('pep-position', pep.position),
      pepInstitution: str(pep.institution),
      hasPepRelatives: pep.hasPepRelatives === true,
      pepRelatives: Array.isArray(pep.relatives) ? pep.relatives.length : 0,
      moneyIsOwn: holder.holder !== 'THIRD_PARTY',
      moneyOwner: fullName(holder.owner as Record<string, unknown> | undefined),
      isFinalBeneficiary: beneficiary.isFinalBeneficiary !== false,
    },
    product: {
      name: facts.product.name,
      currency,
      currencyName: currencyLabel(currencyWords, currency),
      symbol: currencySymbols[currency] ?? currency,
      regulation: regulation.url
        ? { title: regulation.name, url: absolute(regulation.url, config.publicUrl) }
        : null,
    },
    investment: {
      amount: str(investment.amount),
      quotaValue: str(investment.quotaValue),
      quotaValueDate: str(investment.quotaValueDate),
      quotaNumber: str(investment.quotaNumber),
    },
    bankAccount: {
      bank: text('bank', bank.bank),
      accountType: text('bank-account-type', bank.accountType).toLowerCase(),
      currencyName: currencyLabel(currencyWords, str(bank.currency)),
      accountNumber: str(bank.accountNumber),
      cci: str(bank.cci),
    },
  };
}
