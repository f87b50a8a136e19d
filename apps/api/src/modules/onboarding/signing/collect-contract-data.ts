import { currencySymbols, type CurrencyCode } from '@invierte/domain';
import type { Db } from '../../../db/client.ts';
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

/**
 * The data the contract and its annexes are written from: the investor's saved step-1 parts (with
 * the option keys turned into the texts the screens showed), the account and the priced investment.
 */
export async function collectContractData(
  db: Db,
  facts: OnboardingFacts,
  generation: number,
  at: Date,
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
  const currency = facts.product.currency as CurrencyCode;

  return {
    onboardingId: facts.row.id,
    generation,
    generatedAt: at.toISOString(),
    investor: {
      fullName: fullName(person) || fullName(account),
      documentType: str(person.documentType) || str(account.documentType),
      documentNumber: str(person.documentNumber) || str(account.documentNumber),
      email: account.email,
      phone: str(person.phone),
      nationality: str(person.nationality),
      maritalStatus: text('marital-status', person.maritalStatus),
      birthDate: str(birth.birthDate),
      address: [
        str(address.address),
        str(address.city),
        str(address.districtId) && `ubigeo ${str(address.districtId)}`,
        str(address.residenceCountry),
      ]
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
      symbol: currencySymbols[currency] ?? currency,
      regulationUrl: facts.product.regulationUrl,
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
      currency: str(bank.currency),
      accountNumber: str(bank.accountNumber),
      cci: str(bank.cci),
    },
  };
}
