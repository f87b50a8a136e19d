import { describe, expect, it } from 'vitest';
import { onboardingParts } from '../onboarding/steps.ts';
import {
  accountTypePart,
  onboardingPartContracts,
  resourceHolderPart,
  ageOn,
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
