import * as endpoints from '../endpoints/customers-onboarding.ts';
import type { OnboardingPart } from './steps.ts';

/**
 * The call that saves each step-1 part, `POST /api/onboarding/:id/<path>` of
 * `onboardingPartContracts`: the API registers one route per part and the web saves whichever part
 * a screen edits, both through this one table.
 */
export const onboardingPartEndpoints = {
  personalInformation: endpoints.saveOnboardingPersonalInformation,
  birthdata: endpoints.saveOnboardingBirthdata,
  address: endpoints.saveOnboardingAddress,
  occupation: endpoints.saveOnboardingOccupation,
  pep: endpoints.saveOnboardingPep,
  resourceHolder: endpoints.saveOnboardingResourceHolder,
  beneficiaryBirthdata: endpoints.saveOnboardingBeneficiaryBirthdata,
  beneficiaryAddress: endpoints.saveOnboardingBeneficiaryAddress,
  beneficiaryOccupation: endpoints.saveOnboardingBeneficiaryOccupation,
  beneficiaryWorkplace: endpoints.saveOnboardingBeneficiaryWorkplace,
  finalBeneficiary: endpoints.saveOnboardingFinalBeneficiary,
  accountType: endpoints.saveOnboardingAccountType,
  partner: endpoints.saveOnboardingPartner,
  institutionalInvestor: endpoints.saveOnboardingInstitutionalInvestor,
  investment: endpoints.saveOnboardingInvestment,
  bankAccount: endpoints.saveOnboardingBankAccountPart,
} as const satisfies Record<OnboardingPart, { method: 'POST'; path: string }>;
