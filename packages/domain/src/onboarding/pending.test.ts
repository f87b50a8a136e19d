import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '../errors.ts';
import { canStartNew, pendingOnboardingReaction, type PendingOnboardingFacts } from './pending.ts';
import { onboardingEvents } from './events.ts';
import {
  newOnboardingStatus,
  onboardingStates,
  type OnboardingState,
  type OnboardingStatus,
} from './states.ts';
import { transitionOnboarding } from './transition.ts';

const facts = (over: Partial<PendingOnboardingFacts>): PendingOnboardingFacts => ({
  state: 'IN_PROGRESS',
  contractState: 'PENDING',
  hasInvestment: true,
  sameProduct: true,
  ...over,
});

const Q = 'CANCELED_BY_QUOTA_VALUE_CHANGE';

describe('pendingOnboardingReaction: requirements R4 "Starting an investment"', () => {
  it.each<[string, Partial<PendingOnboardingFacts>, ReturnType<typeof pendingOnboardingReaction>]>([
    [
      'quota change, investment, same product → reactivate',
      { state: Q, contractState: 'GENERATED' },
      {
        dialog: 'reactivate',
        forceCancel: false,
        autoApproveQuotaChange: false,
        cancelAction: 'cancel',
        createRefusal: 'ONBOARDING_PENDING',
      },
    ],
    [
      'quota change, investment, same product, contract APPROVED → reactivate with force cancel',
      { state: Q, contractState: 'APPROVED' },
      {
        dialog: 'reactivate',
        forceCancel: true,
        autoApproveQuotaChange: false,
        cancelAction: 'force-cancel',
        createRefusal: 'ONBOARDING_PENDING',
      },
    ],
    [
      'quota change, investment, other product → continue the other process',
      { state: Q, contractState: 'SIGNED', sameProduct: false },
      {
        dialog: 'continue-other-process',
        forceCancel: false,
        autoApproveQuotaChange: false,
        cancelAction: 'cancel',
        createRefusal: 'ONBOARDING_PENDING',
      },
    ],
    [
      'quota change without investment → approve the change on continue and show the message',
      { state: Q, hasInvestment: false },
      {
        dialog: 'auto-approve-and-message',
        forceCancel: false,
        autoApproveQuotaChange: true,
        cancelAction: 'cancel',
        createRefusal: 'ONBOARDING_PENDING',
      },
    ],
    [
      'quota change without investment, other product: still auto-approve',
      { state: Q, hasInvestment: false, sameProduct: false, contractState: 'APPROVED' },
      {
        dialog: 'auto-approve-and-message',
        forceCancel: true,
        autoApproveQuotaChange: true,
        cancelAction: 'force-cancel',
        createRefusal: 'ONBOARDING_PENDING',
      },
    ],
    [
      'WAITING_FOR_CANCEL → the cancel-post-signing modal',
      { state: 'WAITING_FOR_CANCEL', contractState: 'APPROVED' },
      {
        dialog: 'cancel-post-signing',
        forceCancel: true,
        autoApproveQuotaChange: false,
        cancelAction: null,
        createRefusal: 'ONBOARDING_PENDING',
      },
    ],
    [
      'WAITING_FOR_APPROVAL → pending buttons enabled (only "Entendido"), create answered 400',
      { state: 'WAITING_FOR_APPROVAL', contractState: 'SIGNED' },
      {
        dialog: 'pending-buttons-enabled',
        forceCancel: false,
        autoApproveQuotaChange: false,
        cancelAction: null,
        createRefusal: 'ONBOARDING_PENDING_REVIEW',
      },
    ],
    [
      'ON_HOLD → the same single button, nothing revealed',
      { state: 'ON_HOLD' },
      {
        dialog: 'pending-buttons-enabled',
        forceCancel: false,
        autoApproveQuotaChange: false,
        cancelAction: null,
        createRefusal: 'ONBOARDING_PENDING_REVIEW',
      },
    ],
    [
      'step 1 → complete the process or cancel and start a new one',
      { state: 'IN_PROGRESS' },
      {
        dialog: 'complete-process',
        forceCancel: false,
        autoApproveQuotaChange: false,
        cancelAction: 'cancel',
        createRefusal: 'ONBOARDING_PENDING',
      },
    ],
    [
      'step 3 with the contract APPROVED → cancelling goes through the post-signing modal',
      { state: 'PENDING_DEPOSIT', contractState: 'APPROVED' },
      {
        dialog: 'complete-process',
        forceCancel: true,
        autoApproveQuotaChange: false,
        cancelAction: 'force-cancel',
        createRefusal: 'ONBOARDING_PENDING',
      },
    ],
    [
      'IN_VERIFICATION → force cancel',
      { state: 'IN_VERIFICATION', contractState: 'APPROVED' },
      {
        dialog: 'complete-process',
        forceCancel: true,
        autoApproveQuotaChange: false,
        cancelAction: 'force-cancel',
        createRefusal: 'ONBOARDING_PENDING',
      },
    ],
    [
      'a closed onboarding → nothing pending',
      { state: 'CANCELED' },
      {
        dialog: null,
        forceCancel: false,
        autoApproveQuotaChange: false,
        cancelAction: null,
        createRefusal: null,
      },
    ],
  ])('%s', (_name, over, reaction) => {
    expect(pendingOnboardingReaction(facts(over))).toEqual(reaction);
  });

  it('answers create with the statuses of requirements R8: 400 while reviewed, 409 otherwise', () => {
    expect(errorCatalogue.ONBOARDING_PENDING_REVIEW.status).toBe(400);
    expect(errorCatalogue.ONBOARDING_PENDING.status).toBe(409);
  });

  it('offers only the cancel the state machine then accepts, for every reachable status', () => {
    for (const status of reachableStatuses()) {
      const { cancelAction } = pendingOnboardingReaction({ ...status, sameProduct: true });
      if (cancelAction === null) continue;
      const event = cancelAction === 'cancel' ? 'CANCEL' : 'FORCE_CANCEL';
      expect(transitionOnboarding(status, event).ok, `${JSON.stringify(status)} ${event}`).toBe(true);
    }
  });
});

/** Every status the machine can reach from a new onboarding, with and without an investment. */
function reachableStatuses(): OnboardingStatus[] {
  const seen = new Map<string, OnboardingStatus>();
  const queue: OnboardingStatus[] = [
    newOnboardingStatus(),
    { ...newOnboardingStatus(), hasInvestment: true },
  ];
  while (queue.length > 0) {
    const status = queue.pop()!;
    const key = JSON.stringify(status);
    if (seen.has(key)) continue;
    seen.set(key, status);
    for (const event of onboardingEvents) {
      const result = transitionOnboarding(status, event);
      if (result.ok) queue.push(result.status);
    }
  }
  return [...seen.values()];
}

/** A Record, so a new state cannot be added without deciding its row. */
const startsNew: Record<OnboardingState, boolean> = {
  IN_PROGRESS: false,
  PENDING_SIGNATURE: false,
  WAITING_FOR_APPROVAL: false,
  PENDING_DEPOSIT: false,
  IN_VERIFICATION: false,
  APPROVED: true,
  DISAPPROVED: true,
  CANCELED: true,
  WAITING_FOR_CANCEL: false, // only once support cancels (requirements R4)
  CANCELED_BY_SUPPORT: true,
  CANCELED_BY_QUOTA_VALUE_CHANGE: false,
  ON_HOLD: false,
};

describe('canStartNew', () => {
  it.each(onboardingStates.map((state) => [state, startsNew[state]] as const))(
    '%s → %s',
    (state, expected) => {
      expect(canStartNew(state)).toBe(expected);
    },
  );

  it('is true when nothing is pending', () => {
    expect(canStartNew(null)).toBe(true);
    expect(canStartNew(undefined)).toBe(true);
  });
});
