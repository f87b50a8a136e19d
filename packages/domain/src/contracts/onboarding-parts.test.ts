import { describe, expect, it } from 'vitest';
import { onboardingParts } from '../onboarding/steps.ts';
import {
  accountTypePart,
  onboardingPartContracts,
  resourceHolderPart,
  ADULT_AGE,
  ageOn,
  isAdultOn,
  latestAdultBirthDate,
  MAX_PEP_RELATIVES,
  bankAccountPart,
  birthPart,
  investmentPart,
  pepPart,
  personalInformationPart,
  residencePart,
} from './onboarding-parts.ts';

const issues = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

const person = {
  documentType: 'DNI',
  documentNumber: '45678912',
  name: 'Ana María',
  lastName: 'Quispe',
  secondLastName: 'Flores',
  nationality: 'PER',
  gender: 'F',
  maritalStatus: 'SOLTERO',
  phone: '987654321',
};

describe('step-1 parts', () => {
  it('accepts a complete personal information and refuses a DNI of 7 digits or a landline', () => {
    expect(personalInformationPart.safeParse(person).success).toBe(true);
    expect(issues(personalInformationPart.safeParse({ ...person, documentNumber: '4567891' }))).toEqual([
      ['documentNumber', 'El DNI debe tener exactamente 8 dígitos.'],
    ]);
    expect(issues(personalInformationPart.safeParse({ ...person, phone: '014567890' }))[0]?.[0]).toBe(
      'phone',
    );
  });

  it('asks for the district when born in Peru and the city when born abroad', () => {
    expect(issues(birthPart.safeParse({ birthDate: '1990-05-10', birthCountry: 'PER' }))).toEqual([
      ['birthDistrictId', 'Selecciona tu distrito de nacimiento.'],
    ]);
    expect(issues(birthPart.safeParse({ birthDate: '1990-05-10', birthCountry: 'ESP' }))).toEqual([
      ['birthCity', 'Ingresa tu ciudad de nacimiento.'],
    ]);
    expect(
      birthPart.safeParse({ birthDate: '1990-05-10', birthCountry: 'PER', birthDistrictId: '150122' })
        .success,
    ).toBe(true);
    expect(
      birthPart.safeParse({ birthDate: '1990-02-28', birthCountry: 'ESP', birthCity: 'Madrid' }).success,
    ).toBe(true);
    // A day the calendar does not have.
    expect(
      birthPart.safeParse({ birthDate: '1990-02-30', birthCountry: 'ESP', birthCity: 'Madrid' }).success,
    ).toBe(false);
    expect(
      birthPart.safeParse({ birthDate: '10/05/1990', birthCountry: 'ESP', birthCity: 'Madrid' }).success,
    ).toBe(false);
  });

  it('counts age in whole years, birthday included', () => {
    expect(ageOn('2008-11-23', '2026-11-23')).toBe(18);
    expect(ageOn('2008-11-24', '2026-11-23')).toBe(17);
    expect(ageOn('2008-12-01', '2026-11-23')).toBe(17);
  });

  it('is an adult from the 18th birthday on', () => {
    expect(ADULT_AGE).toBe(18);
    expect(isAdultOn('2008-11-23', '2026-11-23')).toBe(true);
    expect(isAdultOn('2008-11-24', '2026-11-23')).toBe(false);
    expect(isAdultOn('1950-01-01', '2026-11-23')).toBe(true);
  });

  it('dates the latest adult birth 18 years before now, the day the date field allows at most', () => {
    expect(latestAdultBirthDate(new Date('2026-11-23T15:00:00Z'))).toBe('2008-11-23');
    expect(isAdultOn(latestAdultBirthDate(new Date('2026-11-23T15:00:00Z')), '2026-11-23')).toBe(true);
    // A leap day: the JavaScript date rolls into March, as the form's field always did.
    expect(latestAdultBirthDate(new Date('2024-02-29T12:00:00Z'))).toBe('2006-03-01');
  });

  it('needs a district for an address in Peru', () => {
    expect(issues(residencePart.safeParse({ residenceCountry: 'PER', address: 'Av. Larco 123' }))).toEqual([
      ['districtId', 'Selecciona tu distrito.'],
    ]);
    expect(
      residencePart.safeParse({ residenceCountry: 'PER', districtId: 'R170107', address: 'Jr. Lima 1' })
        .success,
    ).toBe(true);
  });

  it('needs the position of a PEP and at least one relative when declared', () => {
    expect(
      issues(pepPart.safeParse({ isPep: true, hasPepRelatives: true, relatives: [] })).map(([path]) => path),
    ).toEqual(['position', 'institution', 'relatives']);
    expect(pepPart.safeParse({ isPep: false, hasPepRelatives: false }).success).toBe(true);
  });

  it('takes at most MAX_PEP_RELATIVES relatives, and says so', () => {
    const relative = { relationship: 'R1', fullName: 'Ana Díaz', position: 'P1', institution: 'Congreso' };
    const declare = (n: number) =>
      pepPart.safeParse({ isPep: false, hasPepRelatives: true, relatives: Array(n).fill(relative) });
    expect(MAX_PEP_RELATIVES).toBe(10);
    expect(declare(MAX_PEP_RELATIVES).success).toBe(true);
    expect(issues(declare(MAX_PEP_RELATIVES + 1))).toEqual([
      ['relatives', 'Puedes declarar hasta 10 familiares.'],
    ]);
  });

  it('needs the owner when the money belongs to someone else', () => {
    expect(issues(resourceHolderPart.safeParse({ holder: 'THIRD_PARTY' }))).toEqual([
      ['owner', 'Ingresa los datos de la persona dueña del dinero.'],
    ]);
    expect(resourceHolderPart.safeParse({ holder: 'SELF' }).success).toBe(true);
    expect(accountTypePart.safeParse({ accountType: 'JOINT' }).success).toBe(true);
    expect(accountTypePart.safeParse({ accountType: 'MANCOMUNADA' }).success).toBe(false);
  });

  it('has one save call and schema for every step-1 part', () => {
    expect(Object.keys(onboardingPartContracts).sort()).toEqual([...onboardingParts].sort());
    const paths = Object.values(onboardingPartContracts).map((c) => c.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('takes amounts as decimal strings with at most 2 decimals, never numbers', () => {
    expect(investmentPart.safeParse({ amount: '1000.50' }).success).toBe(true);
    expect(investmentPart.safeParse({ amount: 1000 }).success).toBe(false);
    expect(investmentPart.safeParse({ amount: '1000.505' }).success).toBe(false);
    expect(investmentPart.safeParse({ amount: '1e4' }).success).toBe(false);
  });

  it('checks the account number and the 20-digit CCI', () => {
    const account = {
      bank: 'BCP',
      accountType: 'AHORROS',
      currency: 'PEN',
      accountNumber: '19412345678901',
      cci: '00219411234567890194',
    };
    expect(bankAccountPart.safeParse(account).success).toBe(true);
    expect(issues(bankAccountPart.safeParse({ ...account, cci: '123' }))).toEqual([
      ['cci', 'El CCI debe tener 20 dígitos.'],
    ]);
  });
});
