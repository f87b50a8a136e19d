import { describe, expect, it } from 'vitest';
import {
  isStep1Complete,
  nextStep1Route,
  onboardingParts,
  previousStep1Route,
  step1ScreensFor,
  type OnboardingPart,
  type Step1Context,
} from './steps.ts';

const simple: Step1Context = { institutionalProduct: false, hasBankAccounts: false };
const everything: Step1Context = {
  resourceHolder: 'THIRD_PARTY',
  accountType: 'JOINT',
  institutionalProduct: true,
  hasBankAccounts: true,
};

const routes = (context: Step1Context) => step1ScreensFor(context).map((s) => s.route);

describe('step-1 screens', () => {
  it('are, for own money, an individual account and a retail product, the ten of requirements R2 in order', () => {
    expect(routes({ ...simple, resourceHolder: 'SELF', accountType: 'INDIVIDUAL' })).toEqual([
      'personal-information',
      'date-and-place-birth',
      'residence',
      'ocupation',
      'political',
      'resource-holder',
      'beneficiary-info-final',
      'account-type',
      'investment',
      'bank-account',
    ]);
  });

  it('add the owner sub-steps, the mancomunada partner, the institutional step and the account choice', () => {
    expect(routes(everything)).toEqual([
      'personal-information',
      'date-and-place-birth',
      'residence',
      'ocupation',
      'political',
      'resource-holder',
      'owner/date-and-place-birth',
      'owner/residence',
      'owner/ocupation',
      'owner/workplace',
      'beneficiary-info-final',
      'account-type',
      'message-mancomunada',
      'institutional-investment',
      'investment',
      'select-bank-account',
    ]);
  });

  it('cover every part exactly once on the fullest path', () => {
    expect(step1ScreensFor(everything).map((s) => s.part)).toEqual([...onboardingParts]);
  });

  it('leave owner steps out until the resource-holder answer says the money is someone else’s', () => {
    expect(routes(simple)).not.toContain('owner/residence');
    expect(routes({ ...simple, resourceHolder: 'SELF' })).not.toContain('owner/residence');
    expect(routes({ ...simple, resourceHolder: 'THIRD_PARTY' })).toContain('owner/residence');
  });

  it('go forward and back through the conditional screens', () => {
    expect(nextStep1Route('resource-holder', { ...simple, resourceHolder: 'THIRD_PARTY' })).toBe(
      'owner/date-and-place-birth',
    );
    expect(nextStep1Route('resource-holder', { ...simple, resourceHolder: 'SELF' })).toBe(
      'beneficiary-info-final',
    );
    expect(nextStep1Route('account-type', everything)).toBe('message-mancomunada');
    expect(nextStep1Route('account-type', { ...simple, accountType: 'INDIVIDUAL' })).toBe('investment');
    expect(nextStep1Route('message-mancomunada', everything)).toBe('institutional-investment');
    expect(nextStep1Route('bank-account', simple)).toBeNull();
    expect(previousStep1Route('beneficiary-info-final', everything)).toBe('owner/workplace');
    expect(previousStep1Route('personal-information', simple)).toBeNull();
  });

  it('refuse a screen this onboarding does not have', () => {
    expect(() => nextStep1Route('owner/workplace', simple)).toThrow(RangeError);
    expect(() => previousStep1Route('select-bank-account', simple)).toThrow(RangeError);
  });

  it('are complete only when every required part is saved', () => {
    const simpleParts: OnboardingPart[] = step1ScreensFor(simple).map((s) => s.part);
    expect(isStep1Complete(simpleParts, simple)).toBe(true);
    expect(isStep1Complete(simpleParts.slice(1), simple)).toBe(false);
    // The same parts are not enough once the money is someone else's.
    expect(isStep1Complete(simpleParts, { ...simple, resourceHolder: 'THIRD_PARTY' })).toBe(false);
    expect(isStep1Complete(simpleParts, { ...simple, institutionalProduct: true })).toBe(false);
  });
});
