import { describe, expect, it } from 'vitest';
import { progressPercentage } from './progress.ts';
import type { OnboardingProgressInput } from './resume.ts';
import { newOnboardingStatus, type OnboardingStatus } from './states.ts';
import { step1ScreensFor, type OnboardingPart, type Step1Context } from './steps.ts';
import { assertOnboardingTransition } from './transition.ts';

/** Walks an onboarding screen by screen and stage by stage, recording the percentage at each point. */
function journey(context: Step1Context): number[] {
  const saved: OnboardingPart[] = [];
  let status: OnboardingStatus = newOnboardingStatus();
  const percent = () => progressPercentage({ ...status, savedParts: saved, context });
  const seen = [percent()];
  for (const screen of step1ScreensFor(context)) {
    saved.push(screen.part);
    status = assertOnboardingTransition(status, 'SAVE_PART');
    seen.push(percent());
  }
  for (const event of [
    'COMPLETE_STEP_1',
    'GENERATE_CONTRACT',
    'SIGN_CONTRACT',
    'APPROVE_SIGNING',
    'REGISTER_DEPOSIT',
    'APPROVE',
  ] as const) {
    status = assertOnboardingTransition(status, event);
    seen.push(percent());
  }
  return seen;
}

const simple: Step1Context = {
  resourceHolder: 'SELF',
  accountType: 'INDIVIDUAL',
  institutionalProduct: false,
  hasBankAccounts: false,
};

const base = (over: Partial<OnboardingProgressInput>): OnboardingProgressInput => ({
  state: 'IN_PROGRESS',
  contractState: 'PENDING',
  resumeState: null,
  savedParts: [],
  context: simple,
  ...over,
});

describe('progressPercentage', () => {
  it('rises at every step of the happy path, from 0 to 100, and is 100 only at the end', () => {
    const seen = journey(simple);
    expect(seen).toEqual([0, 5, 11, 16, 22, 27, 33, 38, 44, 49, 55, 60, 65, 75, 80, 90, 100]);
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThan(seen[i - 1]!);
  });

  it.each<[string, Step1Context]>([
    ['money of someone else', { ...simple, resourceHolder: 'THIRD_PARTY' }],
    ['mancomunada', { ...simple, accountType: 'JOINT' }],
    [
      'institutional product with saved accounts',
      { ...simple, institutionalProduct: true, hasBankAccounts: true },
    ],
    [
      'all of them',
      {
        resourceHolder: 'THIRD_PARTY',
        accountType: 'JOINT',
        institutionalProduct: true,
        hasBankAccounts: true,
      },
    ],
  ])('never falls along the path with %s, and reaches 100 only at the end', (_name, context) => {
    const seen = journey(context);
    expect(seen[0]).toBe(0);
    expect(seen.at(-1)).toBe(100);
    expect(seen.slice(0, -1)).not.toContain(100);
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThanOrEqual(seen[i - 1]!);
    for (const p of seen) expect(Number.isInteger(p) && p >= 0 && p <= 100).toBe(true);
  });

  it('does not drop when the resource-holder answer adds the owner screens', () => {
    const parts: OnboardingPart[] = ['personalInformation', 'birthdata', 'address', 'occupation', 'pep'];
    const before = progressPercentage(
      base({ savedParts: parts, context: { ...simple, resourceHolder: undefined } }),
    );
    const after = progressPercentage(
      base({
        savedParts: [...parts, 'resourceHolder'],
        context: { ...simple, resourceHolder: 'THIRD_PARTY' },
      }),
    );
    expect(after).toBeGreaterThanOrEqual(before);
  });

  it('keeps step 1 below step 2 even with every part saved', () => {
    const all = step1ScreensFor(simple).map((s) => s.part);
    expect(progressPercentage(base({ savedParts: all }))).toBe(55);
    expect(progressPercentage(base({ state: 'PENDING_SIGNATURE', savedParts: all }))).toBe(60);
  });

  it('shows a parked onboarding at its stage', () => {
    const parts: OnboardingPart[] = ['personalInformation', 'birthdata'];
    const atStep1 = progressPercentage(base({ savedParts: parts }));
    expect(
      progressPercentage(base({ state: 'ON_HOLD', resumeState: 'IN_PROGRESS', savedParts: parts })),
    ).toBe(atStep1);
    expect(
      progressPercentage(
        base({
          state: 'CANCELED_BY_QUOTA_VALUE_CHANGE',
          contractState: 'APPROVED',
          resumeState: 'PENDING_DEPOSIT',
        }),
      ),
    ).toBe(80);
    expect(
      progressPercentage(
        base({ state: 'WAITING_FOR_CANCEL', contractState: 'APPROVED', resumeState: 'IN_VERIFICATION' }),
      ),
    ).toBe(90);
  });

  it('is 0 once cancelled or disapproved (requirements R4 resets it on cancel)', () => {
    const all = step1ScreensFor(simple).map((s) => s.part);
    for (const state of ['CANCELED', 'CANCELED_BY_SUPPORT', 'DISAPPROVED'] as const) {
      expect(progressPercentage(base({ state, contractState: 'SIGNED', savedParts: all }))).toBe(0);
    }
  });

  it('counts the institutional step for institutional products', () => {
    const parts: OnboardingPart[] = ['personalInformation', 'birthdata', 'address'];
    const retail = progressPercentage(base({ savedParts: parts }));
    const institutional = progressPercentage(
      base({ savedParts: parts, context: { ...simple, institutionalProduct: true } }),
    );
    expect(institutional).toBeLessThan(retail);
  });
});
