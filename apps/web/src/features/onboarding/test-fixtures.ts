import {
  nextOnboardingStep,
  onboardingPath,
  step1ScreensFor,
  type OnboardingInfo,
  type OnboardingPart,
  type OnboardingSavedParts,
  type PendingOnboardingResponse,
} from '@invierte/domain';

/** Test data only: an onboarding's info as the API answers it, built with the domain's own rules. */
export function infoFixture(
  parts: OnboardingSavedParts = {},
  overrides: Partial<OnboardingInfo> = {},
  hasBankAccounts = false,
): OnboardingInfo {
  const context = {
    resourceHolder: parts.resourceHolder?.holder,
    accountType: parts.accountType?.accountType,
    institutionalProduct: false,
    hasBankAccounts,
  };
  const saved = Object.keys(parts) as OnboardingPart[];
  const screens = step1ScreensFor(context).map((s) => ({
    route: s.route,
    part: s.part,
    section: s.section,
    saved: saved.includes(s.part),
  }));
  const next = nextOnboardingStep({
    state: 'IN_PROGRESS',
    contractState: 'PENDING',
    resumeState: null,
    savedParts: saved,
    context,
  });
  return {
    _id: 'o1',
    onboardingId: 'o1',
    state: 'IN_PROGRESS',
    keynuaContractState: 'PENDING',
    resumeState: null,
    version: 1,
    percentage: saved.length * 5,
    investment: null,
    product: {
      id: 'p1',
      name: 'Factoring Soles',
      quotaValue: '1.25000000',
      currency: { code: 'PEN', symbol: 'S/' },
      isInstitutional: false,
    },
    parts,
    screens,
    step1Complete: false,
    next: { ...next, path: onboardingPath('o1', next) },
    createdAt: '2026-11-23T10:00:00.000Z',
    updatedAt: '2026-11-23T10:00:00.000Z',
    ...overrides,
  };
}

export const listParametersFixture = {
  documentTypes: [
    { key: 'DNI', text: 'DNI' },
    { key: 'PASAPORTE', text: 'Pasaporte' },
  ],
  occupations: [{ key: 'EMPLOYEE', text: 'Empleado' }],
  incomeSources: [{ key: 'SALARY', text: 'Sueldo' }],
  banks: [{ key: 'BCP', text: 'Banco de Crédito del Perú' }],
  bankAccountTypes: [{ key: 'SAVINGS', text: 'Ahorros' }],
  maritalStatuses: [{ key: 'SINGLE', text: 'Soltero(a)' }],
  pepPositions: [{ key: 'MINISTER', text: 'Ministro(a)' }],
  relationships: [{ key: 'SPOUSE', text: 'Cónyuge' }],
};

export const countriesFixture = [
  { id: 'PER', alpha2: 'PE', name: 'Perú' },
  { id: 'CHL', alpha2: 'CL', name: 'Chile' },
];

export function pendingFixture(
  overrides: Partial<PendingOnboardingResponse> = {},
): PendingOnboardingResponse {
  return {
    onboardingId: 'old-1',
    productId: 'p1',
    productName: 'Factoring Soles',
    currency: 'PEN',
    state: 'IN_PROGRESS',
    contractState: 'PENDING',
    hasInvestment: false,
    sameProduct: true,
    reaction: {
      dialog: 'complete-process',
      forceCancel: false,
      autoApproveQuotaChange: false,
      cancelAction: 'cancel',
      createRefusal: 'ONBOARDING_PENDING',
    },
    ...overrides,
  };
}
