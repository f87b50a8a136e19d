import { describe, expect, it } from 'vitest';
import { nextOnboardingStep, onboardingPath, type OnboardingProgressInput } from './resume.ts';
import { step1ScreensFor, type OnboardingPart, type Step1Context } from './steps.ts';

const simple: Step1Context = { institutionalProduct: false, hasBankAccounts: false };
const everything: Step1Context = {
  resourceHolder: 'THIRD_PARTY',
  accountType: 'JOINT',
  institutionalProduct: true,
  hasBankAccounts: true,
};

const input = (
  savedParts: OnboardingPart[],
  context: Step1Context = simple,
  over: Partial<OnboardingProgressInput> = {},
): OnboardingProgressInput => ({
  state: 'IN_PROGRESS',
  contractState: 'PENDING',
  resumeState: null,
  savedParts,
  context,
  ...over,
});

describe('resuming an onboarding', () => {
  it.each<[string, OnboardingPart[], Step1Context, string]>([
    ['nothing saved yet', [], simple, 'personal-information'],
    [
      'up to PEP',
      ['personalInformation', 'birthdata', 'address', 'occupation', 'pep'],
      simple,
      'resource-holder',
    ],
    [
      'a gap earlier in the flow wins over later parts',
      ['personalInformation', 'birthdata', 'occupation', 'pep', 'resourceHolder'],
      simple,
      'residence',
    ],
    [
      'money of someone else, owner not started',
      ['personalInformation', 'birthdata', 'address', 'occupation', 'pep', 'resourceHolder'],
      { ...simple, resourceHolder: 'THIRD_PARTY' },
      'owner/date-and-place-birth',
    ],
    [
      'money of someone else, owner half done',
      [
        'personalInformation',
        'birthdata',
        'address',
        'occupation',
        'pep',
        'resourceHolder',
        'beneficiaryBirthdata',
        'beneficiaryAddress',
      ],
      { ...simple, resourceHolder: 'THIRD_PARTY' },
      'owner/ocupation',
    ],
    [
      'own money skips the owner',
      ['personalInformation', 'birthdata', 'address', 'occupation', 'pep', 'resourceHolder'],
      { ...simple, resourceHolder: 'SELF' },
      'beneficiary-info-final',
    ],
    [
      'mancomunada after choosing the account type',
      [
        'personalInformation',
        'birthdata',
        'address',
        'occupation',
        'pep',
        'resourceHolder',
        'finalBeneficiary',
        'accountType',
      ],
      { ...simple, resourceHolder: 'SELF', accountType: 'JOINT' },
      'message-mancomunada',
    ],
    [
      'institutional product before the investment',
      [
        'personalInformation',
        'birthdata',
        'address',
        'occupation',
        'pep',
        'resourceHolder',
        'finalBeneficiary',
        'accountType',
      ],
      { ...simple, resourceHolder: 'SELF', accountType: 'INDIVIDUAL', institutionalProduct: true },
      'institutional-investment',
    ],
    [
      'bank accounts to choose from',
      [
        'personalInformation',
        'birthdata',
        'address',
        'occupation',
        'pep',
        'resourceHolder',
        'finalBeneficiary',
        'accountType',
        'investment',
      ],
      { ...simple, hasBankAccounts: true },
      'select-bank-account',
    ],
    [
      'every part saved but step 1 not completed: the last screen again',
      step1ScreensFor(everything).map((s) => s.part),
      everything,
      'select-bank-account',
    ],
  ])('%s → step-1/%s', (_name, parts, context, step) => {
    expect(nextOnboardingStep(input(parts, context))).toEqual({ stepOnboarding: 1, step });
  });

  it.each<[string, Partial<OnboardingProgressInput>, ReturnType<typeof nextOnboardingStep>]>([
    ['step 2 before signing', { state: 'PENDING_SIGNATURE' }, { stepOnboarding: 2, step: 'documents' }],
    [
      'step 2 while the signing is reviewed',
      { state: 'WAITING_FOR_APPROVAL', contractState: 'SIGNED' },
      { stepOnboarding: 2, step: 'documents' },
    ],
    [
      'step 3',
      { state: 'PENDING_DEPOSIT', contractState: 'APPROVED' },
      { stepOnboarding: 3, step: 'deposit' },
    ],
    [
      'deposit in verification',
      { state: 'IN_VERIFICATION', contractState: 'APPROVED' },
      { stepOnboarding: null, step: '/onboarding-fin' },
    ],
    [
      'held, never saying why',
      { state: 'ON_HOLD', resumeState: 'PENDING_DEPOSIT' },
      { stepOnboarding: 1, step: 'message-blacklist' },
    ],
    [
      'quota change at step 3: the deposit screen under the dialog',
      { state: 'CANCELED_BY_QUOTA_VALUE_CHANGE', contractState: 'APPROVED', resumeState: 'PENDING_DEPOSIT' },
      { stepOnboarding: 3, step: 'deposit' },
    ],
    [
      'quota change during step 1: the first missing part',
      {
        state: 'CANCELED_BY_QUOTA_VALUE_CHANGE',
        resumeState: 'IN_PROGRESS',
        savedParts: ['personalInformation'],
      },
      { stepOnboarding: 1, step: 'date-and-place-birth' },
    ],
    [
      'cancel in process',
      { state: 'WAITING_FOR_CANCEL', resumeState: 'IN_VERIFICATION' },
      { stepOnboarding: null, step: '/portafolio' },
    ],
    ['approved', { state: 'APPROVED' }, { stepOnboarding: null, step: '/portafolio' }],
    ['cancelled', { state: 'CANCELED' }, { stepOnboarding: null, step: '/portafolio' }],
  ])('%s', (_name, over, target) => {
    expect(nextOnboardingStep(input([], simple, over))).toEqual(target);
  });

  it('builds the web path', () => {
    expect(onboardingPath('abc-1', { stepOnboarding: 1, step: 'owner/residence' })).toBe(
      '/onboarding/abc-1/step-1/owner/residence',
    );
    expect(onboardingPath('abc-1', { stepOnboarding: 3, step: 'deposit' })).toBe(
      '/onboarding/abc-1/step-3/deposit',
    );
    expect(onboardingPath('abc-1', { stepOnboarding: null, step: '/onboarding-fin' })).toBe(
      '/onboarding-fin',
    );
  });
});
