import type { OnboardingErrorCode } from './errors.ts';
import type { OnboardingEvent } from './events.ts';
import type { OnboardingState, OnboardingStatus } from './states.ts';

/** States that refuse every event they do not allow with one code, whatever the event. */
const refusalOfState: Partial<Record<OnboardingState, OnboardingErrorCode>> = {
  APPROVED: 'ONBOARDING_ALREADY_APPROVED',
  DISAPPROVED: 'ONBOARDING_DISAPPROVED',
  CANCELED: 'ONBOARDING_CANCELED',
  CANCELED_BY_SUPPORT: 'ONBOARDING_CANCELED',
  WAITING_FOR_CANCEL: 'ONBOARDING_CANCEL_IN_PROCESS',
  ON_HOLD: 'ONBOARDING_ON_HOLD',
};

const signedOrStep1 =
  (step1Code: OnboardingErrorCode) =>
  (s: OnboardingStatus): OnboardingErrorCode =>
    s.state === 'IN_PROGRESS' || s.state === 'PENDING_SIGNATURE'
      ? step1Code
      : 'ONBOARDING_CONTRACT_ALREADY_SIGNED';

/** The refusal of an event out of its stage, for the five forward stages. */
const refusalOfEvent: Record<OnboardingEvent, (s: OnboardingStatus) => OnboardingErrorCode> = {
  SAVE_PART: () => 'ONBOARDING_CONTRACT_ALREADY_SIGNED',
  COMPLETE_STEP_1: signedOrStep1('ONBOARDING_STEP_1_COMPLETED'),
  GENERATE_CONTRACT: signedOrStep1('ONBOARDING_STEP_1_PENDING'),
  SIGN_CONTRACT: signedOrStep1('ONBOARDING_STEP_1_PENDING'),
  APPROVE_SIGNING: () => 'ONBOARDING_NO_SIGNING_TO_REVIEW',
  REJECT_SIGNING: () => 'ONBOARDING_NO_SIGNING_TO_REVIEW',
  REGISTER_DEPOSIT: (s) =>
    s.state === 'WAITING_FOR_APPROVAL'
      ? 'ONBOARDING_SIGNING_IN_REVIEW'
      : s.state === 'IN_VERIFICATION'
        ? 'ONBOARDING_DEPOSIT_ALREADY_REGISTERED'
        : 'ONBOARDING_CONTRACT_NOT_SIGNED',
  REJECT_DEPOSIT: () => 'ONBOARDING_NO_DEPOSIT_TO_VERIFY',
  APPROVE: () => 'ONBOARDING_NO_DEPOSIT_TO_VERIFY',
  DISAPPROVE: () => 'ONBOARDING_NOT_READY_FOR_REVIEW',
  CANCEL: () => 'ONBOARDING_CANCEL_AFTER_APPROVAL',
  FORCE_CANCEL: () => 'ONBOARDING_CANCEL_DIRECTLY',
  SUPPORT_CANCEL: () => 'ONBOARDING_NO_CANCEL_REQUEST',
  QUOTA_VALUE_CHANGED: () => 'ONBOARDING_NOT_AFFECTED_BY_QUOTA_CHANGE',
  APPROVE_QUOTA_CHANGE: () => 'ONBOARDING_NO_QUOTA_CHANGE',
  REJECT_QUOTA_CHANGE: () => 'ONBOARDING_NO_QUOTA_CHANGE',
  RESTRICTED_MATCH: () => 'ONBOARDING_ON_HOLD',
  CLEAR_RESTRICTION: () => 'ONBOARDING_NOT_ON_HOLD',
};

/**
 * Why an event no rule allows is refused. Final, cancelling and held onboardings answer for their
 * state; one paused by a quota change asks to settle the change first, except for the calls that
 * are about something it does not have (a cancel request, a hold); the forward stages say what
 * step is missing or already done.
 */
export function refusalFor(status: OnboardingStatus, event: OnboardingEvent): OnboardingErrorCode {
  const ofState = refusalOfState[status.state];
  if (ofState) return ofState;
  if (
    status.state === 'CANCELED_BY_QUOTA_VALUE_CHANGE' &&
    event !== 'SUPPORT_CANCEL' &&
    event !== 'CLEAR_RESTRICTION'
  ) {
    return 'ONBOARDING_QUOTA_VALUE_CHANGED';
  }
  return refusalOfEvent[event](status);
}
