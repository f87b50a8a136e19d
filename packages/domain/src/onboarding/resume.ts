import type { ContractState, OnboardingState, StageState } from './states.ts';
import {
  firstMissingStep1Screen,
  ON_HOLD_ROUTE,
  step1ScreensFor,
  type OnboardingPart,
  type Step1Context,
} from './steps.ts';

/** What the resume rules read from a stored onboarding. */
export interface OnboardingProgressInput {
  state: OnboardingState;
  contractState: ContractState;
  resumeState: StageState | null;
  savedParts: Iterable<OnboardingPart>;
  context: Step1Context;
}

/**
 * Where the investor continues. `stepOnboarding` and `step` are the pair the approve and reject
 * quota-change calls return (requirements R3, R4); `path` is the web route relative to /onboarding/{id}/
 * when `stepOnboarding` is set, else an absolute path.
 */
export type OnboardingResumeTarget =
  | { stepOnboarding: 1; step: string }
  | { stepOnboarding: 2; step: 'documents' }
  | { stepOnboarding: 3; step: 'deposit' }
  | { stepOnboarding: null; step: '/onboarding-fin' | '/portafolio' };

function stageTarget(state: StageState, input: OnboardingProgressInput): OnboardingResumeTarget {
  switch (state) {
    case 'IN_PROGRESS': {
      // All parts saved but step 1 not completed (say, a crash in between): the last screen again.
      const screen =
        firstMissingStep1Screen(input.savedParts, input.context) ?? step1ScreensFor(input.context).at(-1);
      return { stepOnboarding: 1, step: screen?.route ?? 'personal-information' };
    }
    case 'PENDING_SIGNATURE':
    case 'WAITING_FOR_APPROVAL':
      return { stepOnboarding: 2, step: 'documents' };
    case 'PENDING_DEPOSIT':
      return { stepOnboarding: 3, step: 'deposit' };
    case 'IN_VERIFICATION':
      return { stepOnboarding: null, step: '/onboarding-fin' };
  }
}

/**
 * The screen an onboarding resumes at, from its state and saved parts alone, so a refresh, another
 * device or a visit days later lands on the same step. A quota-change pause resumes at its stage's
 * screen (the quota-changed dialog opens over it); a hold shows message-blacklist; a cancel in
 * process or a closed onboarding has nothing to continue.
 */
export function nextOnboardingStep(input: OnboardingProgressInput): OnboardingResumeTarget {
  switch (input.state) {
    case 'ON_HOLD':
      return { stepOnboarding: 1, step: ON_HOLD_ROUTE };
    case 'CANCELED_BY_QUOTA_VALUE_CHANGE':
      return input.resumeState
        ? stageTarget(input.resumeState, input)
        : { stepOnboarding: null, step: '/portafolio' };
    case 'WAITING_FOR_CANCEL':
    case 'APPROVED':
    case 'DISAPPROVED':
    case 'CANCELED':
    case 'CANCELED_BY_SUPPORT':
      return { stepOnboarding: null, step: '/portafolio' };
    default:
      return stageTarget(input.state, input);
  }
}

/** The web path of a resume target for onboarding `onboardingId`. */
export function onboardingPath(onboardingId: string, target: OnboardingResumeTarget): string {
  if (target.stepOnboarding === null) return target.step;
  return `/onboarding/${encodeURIComponent(onboardingId)}/step-${target.stepOnboarding}/${target.step}`;
}
