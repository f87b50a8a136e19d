import { DomainError } from '../errors.ts';
import { onboardingErrorCatalogue, type OnboardingErrorCode } from './errors.ts';
import type { OnboardingEvent } from './events.ts';
import { refusalFor } from './refusals.ts';
import { isParkedState, isStageState, type OnboardingStatus } from './states.ts';
import { onboardingTransitions } from './transition-table.ts';

export interface OnboardingRefusal {
  ok: false;
  code: OnboardingErrorCode;
  /** The Spanish message the investor or the back office reads. */
  message: string;
  httpStatus: number;
}

export type OnboardingTransitionResult = { ok: true; status: OnboardingStatus } | OnboardingRefusal;

function refuse(code: OnboardingErrorCode): OnboardingRefusal {
  const { status, message } = onboardingErrorCatalogue[code];
  return { ok: false, code, message, httpStatus: status };
}

/**
 * The status after `event`, or why it is refused. Pure: the API applies the new status with the old
 * state in the `WHERE` of its update, so two racing requests cannot both pass.
 */
export function transitionOnboarding(
  status: OnboardingStatus,
  event: OnboardingEvent,
): OnboardingTransitionResult {
  const rule = onboardingTransitions[event].find((r) => r.from.includes(status.state));
  if (!rule) return refuse(refusalFor(status, event));
  if (rule.guard && !rule.guard.holds(status)) return refuse(rule.guard.refusal);

  const state = rule.to === 'RESUME' ? status.resumeState : rule.to;
  if (state === null) {
    // Only a parked onboarding resumes, and parking always records the stage: corrupt data.
    throw new RangeError(`onboarding in ${status.state} has no stage to resume`);
  }
  const resumeState = isParkedState(state)
    ? isStageState(status.state)
      ? status.state
      : status.resumeState
    : null;
  return {
    ok: true,
    status: {
      state,
      contractState: rule.contract ?? status.contractState,
      resumeState,
      hasInvestment: status.hasInvestment,
    },
  };
}

/** As transitionOnboarding, but a refusal is thrown as the DomainError the API's error handler answers. */
export function assertOnboardingTransition(
  status: OnboardingStatus,
  event: OnboardingEvent,
): OnboardingStatus {
  const result = transitionOnboarding(status, event);
  if (!result.ok) throw new DomainError(result.code);
  return result.status;
}
