import type { OnboardingErrorCode } from './errors.ts';
import type { OnboardingEvent } from './events.ts';
import type { ContractState, OnboardingState, OnboardingStatus } from './states.ts';

/** A condition beyond the from-state, and the refusal when it does not hold. */
export interface TransitionGuard {
  /** In words, for docs/onboarding.md. */
  description: string;
  holds: (status: OnboardingStatus) => boolean;
  refusal: OnboardingErrorCode;
}

export interface TransitionRule {
  from: readonly OnboardingState[];
  /** 'RESUME': back to the stage a parked onboarding remembers (`resumeState`). */
  to: OnboardingState | 'RESUME';
  /** The contract state afterwards; unchanged when absent. */
  contract?: ContractState;
  guard?: TransitionGuard;
}

/** requirements R4/R8: the investor alone cannot cancel once the contract is APPROVED. */
const contractNotApproved: TransitionGuard = {
  description: 'contract not APPROVED',
  holds: (s) => s.contractState !== 'APPROVED',
  refusal: 'ONBOARDING_CANCEL_AFTER_APPROVAL',
};

/** requirements R4: the force-cancel flag is set when the contract is APPROVED or the state IN_VERIFICATION. */
const forceCancelFlag: TransitionGuard = {
  description: 'contract APPROVED or state IN_VERIFICATION',
  holds: (s) => s.contractState === 'APPROVED' || s.state === 'IN_VERIFICATION',
  refusal: 'ONBOARDING_CANCEL_DIRECTLY',
};

const contractGenerated: TransitionGuard = {
  description: 'contract GENERATED',
  holds: (s) => s.contractState === 'GENERATED',
  refusal: 'ONBOARDING_CONTRACT_NOT_GENERATED',
};

/** Issue 9 item 7: only onboardings with an investment are affected by a quota-value change. */
const withInvestment: TransitionGuard = {
  description: 'investment part saved',
  holds: (s) => s.hasInvestment,
  refusal: 'ONBOARDING_NOT_AFFECTED_BY_QUOTA_CHANGE',
};

/**
 * Every allowed transition. Anything not listed is refused (refusals.ts says with which code).
 * Before the deposit no money has moved, so a quota-value change or a restricted match can park any
 * of those stages; once the deposit is registered the quota change no longer applies (the quotas are
 * priced when the deposit is approved), but compliance can still hold it.
 */
export const onboardingTransitions: Record<OnboardingEvent, readonly TransitionRule[]> = {
  SAVE_PART: [
    { from: ['IN_PROGRESS'], to: 'IN_PROGRESS' },
    // Editing step-1 data from step 2 voids the unsigned contract: it must show the new data.
    { from: ['PENDING_SIGNATURE'], to: 'IN_PROGRESS', contract: 'PENDING' },
  ],
  COMPLETE_STEP_1: [{ from: ['IN_PROGRESS'], to: 'PENDING_SIGNATURE' }],
  GENERATE_CONTRACT: [{ from: ['PENDING_SIGNATURE'], to: 'PENDING_SIGNATURE', contract: 'GENERATED' }],
  SIGN_CONTRACT: [
    { from: ['PENDING_SIGNATURE'], to: 'WAITING_FOR_APPROVAL', contract: 'SIGNED', guard: contractGenerated },
  ],
  APPROVE_SIGNING: [{ from: ['WAITING_FOR_APPROVAL'], to: 'PENDING_DEPOSIT', contract: 'APPROVED' }],
  REJECT_SIGNING: [{ from: ['WAITING_FOR_APPROVAL'], to: 'PENDING_SIGNATURE', contract: 'REJECTED' }],
  REGISTER_DEPOSIT: [{ from: ['PENDING_DEPOSIT'], to: 'IN_VERIFICATION' }],
  REJECT_DEPOSIT: [{ from: ['IN_VERIFICATION'], to: 'PENDING_DEPOSIT' }],
  APPROVE: [{ from: ['IN_VERIFICATION'], to: 'APPROVED' }],
  DISAPPROVE: [
    {
      from: [
        'WAITING_FOR_APPROVAL',
        'PENDING_DEPOSIT',
        'IN_VERIFICATION',
        'ON_HOLD',
        'CANCELED_BY_QUOTA_VALUE_CHANGE',
      ],
      to: 'DISAPPROVED',
    },
  ],
  CANCEL: [
    {
      from: ['IN_PROGRESS', 'PENDING_SIGNATURE', 'WAITING_FOR_APPROVAL', 'CANCELED_BY_QUOTA_VALUE_CHANGE'],
      to: 'CANCELED',
      guard: contractNotApproved,
    },
  ],
  FORCE_CANCEL: [
    {
      from: ['PENDING_DEPOSIT', 'IN_VERIFICATION', 'CANCELED_BY_QUOTA_VALUE_CHANGE'],
      to: 'WAITING_FOR_CANCEL',
      guard: forceCancelFlag,
    },
  ],
  SUPPORT_CANCEL: [{ from: ['WAITING_FOR_CANCEL'], to: 'CANCELED_BY_SUPPORT' }],
  QUOTA_VALUE_CHANGED: [
    {
      from: ['IN_PROGRESS', 'PENDING_SIGNATURE', 'WAITING_FOR_APPROVAL', 'PENDING_DEPOSIT'],
      to: 'CANCELED_BY_QUOTA_VALUE_CHANGE',
      guard: withInvestment,
    },
    // A second change before the investor answers keeps the pause (and where to resume).
    { from: ['CANCELED_BY_QUOTA_VALUE_CHANGE'], to: 'CANCELED_BY_QUOTA_VALUE_CHANGE' },
  ],
  APPROVE_QUOTA_CHANGE: [{ from: ['CANCELED_BY_QUOTA_VALUE_CHANGE'], to: 'RESUME' }],
  REJECT_QUOTA_CHANGE: [{ from: ['CANCELED_BY_QUOTA_VALUE_CHANGE'], to: 'RESUME' }],
  RESTRICTED_MATCH: [
    {
      from: [
        'IN_PROGRESS',
        'PENDING_SIGNATURE',
        'WAITING_FOR_APPROVAL',
        'PENDING_DEPOSIT',
        'IN_VERIFICATION',
      ],
      to: 'ON_HOLD',
    },
    { from: ['ON_HOLD'], to: 'ON_HOLD' },
  ],
  CLEAR_RESTRICTION: [{ from: ['ON_HOLD'], to: 'RESUME' }],
};

/** The states an event may leave from (guards aside): the expected states of the API's `WHERE`. */
export function onboardingStatesAllowing(event: OnboardingEvent): OnboardingState[] {
  return [...new Set(onboardingTransitions[event].flatMap((rule) => rule.from))];
}
