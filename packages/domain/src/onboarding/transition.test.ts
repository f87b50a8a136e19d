import { describe, expect, it } from 'vitest';
import { DomainError, errorCatalogue } from '../errors.ts';
import { onboardingErrorCatalogue, type OnboardingErrorCode } from './errors.ts';
import { onboardingEvents, type OnboardingEvent } from './events.ts';
import {
  newOnboardingStatus,
  onboardingStates,
  type ContractState,
  type OnboardingState,
  type OnboardingStatus,
  type StageState,
} from './states.ts';
import { onboardingStatesAllowing, onboardingTransitions } from './transition-table.ts';
import { assertOnboardingTransition, transitionOnboarding } from './transition.ts';

/** Allowed: [state, contract state, resume state]; refused: the error code. */
type Cell = [OnboardingState, ContractState, StageState?] | OnboardingErrorCode;
type Row = Record<OnboardingEvent, Cell>;

const status = (
  state: OnboardingState,
  contractState: ContractState,
  resumeState: StageState | null = null,
  hasInvestment = true,
): OnboardingStatus => ({ state, contractState, resumeState, hasInvestment });

const same = (code: OnboardingErrorCode): Row =>
  Object.fromEntries(onboardingEvents.map((e) => [e, code])) as Row;

const SIGNED = 'ONBOARDING_CONTRACT_ALREADY_SIGNED';
const NO_SIGNING = 'ONBOARDING_NO_SIGNING_TO_REVIEW';
const NO_DEPOSIT = 'ONBOARDING_NO_DEPOSIT_TO_VERIFY';
const NO_QUOTA = 'ONBOARDING_NO_QUOTA_CHANGE';
const QUOTA = 'ONBOARDING_QUOTA_VALUE_CHANGED';
const HOLD = 'ONBOARDING_ON_HOLD';
const Q = 'CANCELED_BY_QUOTA_VALUE_CHANGE';

/** Step 1 without an investment: a quota change does not touch it. */
const inProgress: Row = {
  SAVE_PART: ['IN_PROGRESS', 'PENDING'],
  COMPLETE_STEP_1: ['PENDING_SIGNATURE', 'PENDING'],
  GENERATE_CONTRACT: 'ONBOARDING_STEP_1_PENDING',
  SIGN_CONTRACT: 'ONBOARDING_STEP_1_PENDING',
  APPROVE_SIGNING: NO_SIGNING,
  REJECT_SIGNING: NO_SIGNING,
  REGISTER_DEPOSIT: 'ONBOARDING_CONTRACT_NOT_SIGNED',
  REJECT_DEPOSIT: NO_DEPOSIT,
  APPROVE: NO_DEPOSIT,
  DISAPPROVE: 'ONBOARDING_NOT_READY_FOR_REVIEW',
  CANCEL: ['CANCELED', 'PENDING'],
  FORCE_CANCEL: 'ONBOARDING_CANCEL_DIRECTLY',
  SUPPORT_CANCEL: 'ONBOARDING_NO_CANCEL_REQUEST',
  QUOTA_VALUE_CHANGED: 'ONBOARDING_NOT_AFFECTED_BY_QUOTA_CHANGE',
  APPROVE_QUOTA_CHANGE: NO_QUOTA,
  REJECT_QUOTA_CHANGE: NO_QUOTA,
  RESTRICTED_MATCH: ['ON_HOLD', 'PENDING', 'IN_PROGRESS'],
  CLEAR_RESTRICTION: 'ONBOARDING_NOT_ON_HOLD',
};

const pendingSignature = (contract: ContractState, sign: Cell): Row => ({
  SAVE_PART: ['IN_PROGRESS', 'PENDING'],
  COMPLETE_STEP_1: 'ONBOARDING_STEP_1_COMPLETED',
  GENERATE_CONTRACT: ['PENDING_SIGNATURE', 'GENERATED'],
  SIGN_CONTRACT: sign,
  APPROVE_SIGNING: NO_SIGNING,
  REJECT_SIGNING: NO_SIGNING,
  REGISTER_DEPOSIT: 'ONBOARDING_CONTRACT_NOT_SIGNED',
  REJECT_DEPOSIT: NO_DEPOSIT,
  APPROVE: NO_DEPOSIT,
  DISAPPROVE: 'ONBOARDING_NOT_READY_FOR_REVIEW',
  CANCEL: ['CANCELED', contract],
  FORCE_CANCEL: 'ONBOARDING_CANCEL_DIRECTLY',
  SUPPORT_CANCEL: 'ONBOARDING_NO_CANCEL_REQUEST',
  QUOTA_VALUE_CHANGED: [Q, contract, 'PENDING_SIGNATURE'],
  APPROVE_QUOTA_CHANGE: NO_QUOTA,
  REJECT_QUOTA_CHANGE: NO_QUOTA,
  RESTRICTED_MATCH: ['ON_HOLD', contract, 'PENDING_SIGNATURE'],
  CLEAR_RESTRICTION: 'ONBOARDING_NOT_ON_HOLD',
});

const afterSigning = {
  SAVE_PART: SIGNED,
  COMPLETE_STEP_1: SIGNED,
  GENERATE_CONTRACT: SIGNED,
  SIGN_CONTRACT: SIGNED,
  SUPPORT_CANCEL: 'ONBOARDING_NO_CANCEL_REQUEST',
  APPROVE_QUOTA_CHANGE: NO_QUOTA,
  REJECT_QUOTA_CHANGE: NO_QUOTA,
  CLEAR_RESTRICTION: 'ONBOARDING_NOT_ON_HOLD',
} as const;

const quotaPause = (contract: ContractState, resume: StageState, cancel: Cell, forceCancel: Cell): Row => ({
  ...same(QUOTA),
  DISAPPROVE: ['DISAPPROVED', contract],
  CANCEL: cancel,
  FORCE_CANCEL: forceCancel,
  SUPPORT_CANCEL: 'ONBOARDING_NO_CANCEL_REQUEST',
  QUOTA_VALUE_CHANGED: [Q, contract, resume],
  APPROVE_QUOTA_CHANGE: [resume, contract],
  REJECT_QUOTA_CHANGE: [resume, contract],
  CLEAR_RESTRICTION: 'ONBOARDING_NOT_ON_HOLD',
});

const hold = (contract: ContractState, resume: StageState): Row => ({
  ...same(HOLD),
  DISAPPROVE: ['DISAPPROVED', contract],
  RESTRICTED_MATCH: ['ON_HOLD', contract, resume],
  CLEAR_RESTRICTION: [resume, contract],
});

/** The whole matrix, written out by hand from docs/onboarding.md: every reachable status × every event. */
const matrix: [string, OnboardingStatus, Row][] = [
  ['IN_PROGRESS without investment', status('IN_PROGRESS', 'PENDING', null, false), inProgress],
  [
    'IN_PROGRESS with investment',
    status('IN_PROGRESS', 'PENDING'),
    { ...inProgress, QUOTA_VALUE_CHANGED: [Q, 'PENDING', 'IN_PROGRESS'] },
  ],
  [
    'PENDING_SIGNATURE, no contract',
    status('PENDING_SIGNATURE', 'PENDING'),
    pendingSignature('PENDING', 'ONBOARDING_CONTRACT_NOT_GENERATED'),
  ],
  [
    'PENDING_SIGNATURE, contract GENERATED',
    status('PENDING_SIGNATURE', 'GENERATED'),
    pendingSignature('GENERATED', ['WAITING_FOR_APPROVAL', 'SIGNED']),
  ],
  [
    'PENDING_SIGNATURE, signing REJECTED',
    status('PENDING_SIGNATURE', 'REJECTED'),
    pendingSignature('REJECTED', 'ONBOARDING_CONTRACT_NOT_GENERATED'),
  ],
  [
    'WAITING_FOR_APPROVAL',
    status('WAITING_FOR_APPROVAL', 'SIGNED'),
    {
      ...afterSigning,
      APPROVE_SIGNING: ['PENDING_DEPOSIT', 'APPROVED'],
      REJECT_SIGNING: ['PENDING_SIGNATURE', 'REJECTED'],
      REGISTER_DEPOSIT: 'ONBOARDING_SIGNING_IN_REVIEW',
      REJECT_DEPOSIT: NO_DEPOSIT,
      APPROVE: NO_DEPOSIT,
      DISAPPROVE: ['DISAPPROVED', 'SIGNED'],
      CANCEL: ['CANCELED', 'SIGNED'],
      FORCE_CANCEL: 'ONBOARDING_CANCEL_DIRECTLY',
      QUOTA_VALUE_CHANGED: [Q, 'SIGNED', 'WAITING_FOR_APPROVAL'],
      RESTRICTED_MATCH: ['ON_HOLD', 'SIGNED', 'WAITING_FOR_APPROVAL'],
    },
  ],
  [
    'PENDING_DEPOSIT',
    status('PENDING_DEPOSIT', 'APPROVED'),
    {
      ...afterSigning,
      APPROVE_SIGNING: NO_SIGNING,
      REJECT_SIGNING: NO_SIGNING,
      REGISTER_DEPOSIT: ['IN_VERIFICATION', 'APPROVED'],
      REJECT_DEPOSIT: NO_DEPOSIT,
      APPROVE: NO_DEPOSIT,
      DISAPPROVE: ['DISAPPROVED', 'APPROVED'],
      CANCEL: 'ONBOARDING_CANCEL_AFTER_APPROVAL',
      FORCE_CANCEL: ['WAITING_FOR_CANCEL', 'APPROVED', 'PENDING_DEPOSIT'],
      QUOTA_VALUE_CHANGED: [Q, 'APPROVED', 'PENDING_DEPOSIT'],
      RESTRICTED_MATCH: ['ON_HOLD', 'APPROVED', 'PENDING_DEPOSIT'],
    },
  ],
  [
    'IN_VERIFICATION',
    status('IN_VERIFICATION', 'APPROVED'),
    {
      ...afterSigning,
      APPROVE_SIGNING: NO_SIGNING,
      REJECT_SIGNING: NO_SIGNING,
      REGISTER_DEPOSIT: 'ONBOARDING_DEPOSIT_ALREADY_REGISTERED',
      REJECT_DEPOSIT: ['PENDING_DEPOSIT', 'APPROVED'],
      APPROVE: ['APPROVED', 'APPROVED'],
      DISAPPROVE: ['DISAPPROVED', 'APPROVED'],
      CANCEL: 'ONBOARDING_CANCEL_AFTER_APPROVAL',
      FORCE_CANCEL: ['WAITING_FOR_CANCEL', 'APPROVED', 'IN_VERIFICATION'],
      QUOTA_VALUE_CHANGED: 'ONBOARDING_NOT_AFFECTED_BY_QUOTA_CHANGE',
      RESTRICTED_MATCH: ['ON_HOLD', 'APPROVED', 'IN_VERIFICATION'],
    },
  ],
  ['APPROVED', status('APPROVED', 'APPROVED'), same('ONBOARDING_ALREADY_APPROVED')],
  ['DISAPPROVED', status('DISAPPROVED', 'SIGNED'), same('ONBOARDING_DISAPPROVED')],
  ['CANCELED', status('CANCELED', 'GENERATED'), same('ONBOARDING_CANCELED')],
  [
    'WAITING_FOR_CANCEL',
    status('WAITING_FOR_CANCEL', 'APPROVED', 'PENDING_DEPOSIT'),
    { ...same('ONBOARDING_CANCEL_IN_PROCESS'), SUPPORT_CANCEL: ['CANCELED_BY_SUPPORT', 'APPROVED'] },
  ],
  ['CANCELED_BY_SUPPORT', status('CANCELED_BY_SUPPORT', 'APPROVED'), same('ONBOARDING_CANCELED')],
  [
    'quota change paused at step 2, contract generated',
    status(Q, 'GENERATED', 'PENDING_SIGNATURE'),
    quotaPause('GENERATED', 'PENDING_SIGNATURE', ['CANCELED', 'GENERATED'], 'ONBOARDING_CANCEL_DIRECTLY'),
  ],
  [
    'quota change paused at step 3, contract APPROVED',
    status(Q, 'APPROVED', 'PENDING_DEPOSIT'),
    quotaPause(
      'APPROVED',
      'PENDING_DEPOSIT',
      'ONBOARDING_CANCEL_AFTER_APPROVAL',
      // The force-cancel request remembers the stage, not the pause.
      ['WAITING_FOR_CANCEL', 'APPROVED', 'PENDING_DEPOSIT'],
    ),
  ],
  ['held at step 1', status('ON_HOLD', 'PENDING', 'IN_PROGRESS', false), hold('PENDING', 'IN_PROGRESS')],
  [
    'held with the deposit in verification',
    status('ON_HOLD', 'APPROVED', 'IN_VERIFICATION'),
    hold('APPROVED', 'IN_VERIFICATION'),
  ],
];

/** Words a person must never read in a refusal. */
const english = /\b(the|state|event|invalid|not allowed|transition|error|cannot)\b/i;

describe('the onboarding state × event matrix', () => {
  it('has a row for every state and a cell for every event', () => {
    expect(new Set(matrix.map(([, s]) => s.state))).toEqual(new Set(onboardingStates));
    for (const [, , row] of matrix) expect(Object.keys(row).sort()).toEqual([...onboardingEvents].sort());
  });

  for (const [name, from, row] of matrix) {
    describe(name, () => {
      it.each(onboardingEvents.map((event) => [event, row[event]] as const))('%s → %j', (event, cell) => {
        const result = transitionOnboarding(from, event);
        if (typeof cell === 'string') {
          expect(result).toEqual({
            ok: false,
            code: cell,
            message: errorCatalogue[cell].message,
            httpStatus: errorCatalogue[cell].status,
          });
          if (!result.ok) {
            expect(result.message).toMatch(/[a-záéíóúñ]{3,}/i);
            expect(result.message).not.toMatch(english);
          }
          expect(() => assertOnboardingTransition(from, event)).toThrow(DomainError);
        } else {
          const [state, contractState, resumeState = null] = cell;
          const next = { state, contractState, resumeState, hasInvestment: from.hasInvestment };
          expect(result).toEqual({ ok: true, status: next });
          expect(assertOnboardingTransition(from, event)).toEqual(next);
        }
      });
    });
  }
});

describe('the transition table', () => {
  it('has no rule the matrix never exercises', () => {
    for (const event of onboardingEvents) {
      for (const rule of onboardingTransitions[event]) {
        for (const from of rule.from) {
          const exercised = matrix.some(([, s, row]) => s.state === from && typeof row[event] !== 'string');
          expect(exercised, `${event} from ${from}`).toBe(true);
        }
      }
    }
  });

  it('gives the API the expected states for its WHERE', () => {
    expect(onboardingStatesAllowing('CANCEL')).toEqual([
      'IN_PROGRESS',
      'PENDING_SIGNATURE',
      'WAITING_FOR_APPROVAL',
      'CANCELED_BY_QUOTA_VALUE_CHANGE',
    ]);
    expect(onboardingStatesAllowing('SAVE_PART')).toEqual(['IN_PROGRESS', 'PENDING_SIGNATURE']);
    expect(onboardingStatesAllowing('RESTRICTED_MATCH')).toContain('ON_HOLD');
    expect(onboardingStatesAllowing('APPROVE')).toEqual(['IN_VERIFICATION']);
  });

  it('uses every wrong-state code of the catalogue', () => {
    const produced = new Set<string>(
      matrix.flatMap(([, , row]) => Object.values(row).filter((c) => typeof c === 'string')),
    );
    // isStep1Complete's refusal, and pendingOnboardingReaction's create refusals.
    const elsewhere = ['ONBOARDING_STEP_1_INCOMPLETE', 'ONBOARDING_PENDING', 'ONBOARDING_PENDING_REVIEW'];
    for (const code of Object.keys(onboardingErrorCatalogue)) {
      // A new code must either come out of some cell of the matrix or be listed here with its user.
      expect(produced.has(code) || elsewhere.includes(code), `${code} is used by no refusal`).toBe(true);
    }
  });
});

describe('refusals the issue names', () => {
  it.each([
    [
      'deposit before signing',
      status('PENDING_SIGNATURE', 'GENERATED'),
      'REGISTER_DEPOSIT',
      'No puedes registrar el depósito antes de firmar tu contrato.',
    ],
    [
      'signing twice',
      status('WAITING_FOR_APPROVAL', 'SIGNED'),
      'SIGN_CONTRACT',
      'Tu contrato ya fue firmado.',
    ],
    ['approving a cancelled one', status('CANCELED', 'PENDING'), 'APPROVE', 'Esta solicitud fue cancelada.'],
  ] as const)('%s', (_name, from, event, message) => {
    const result = transitionOnboarding(from, event);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toBe(message);
      expect(result.httpStatus).toBe(409);
    }
  });

  it('answers cancelling after contract approval with the code that opens the post-signing modal', () => {
    const error = (() => {
      try {
        assertOnboardingTransition(status('PENDING_DEPOSIT', 'APPROVED'), 'CANCEL');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('ONBOARDING_CANCEL_AFTER_APPROVAL');
  });

  it('merges the onboarding codes into the catalogue with 409, and 400 where requirements R8 says so', () => {
    for (const code of Object.keys(onboardingErrorCatalogue) as OnboardingErrorCode[]) {
      expect(errorCatalogue[code].status).toBe(code === 'ONBOARDING_PENDING_REVIEW' ? 400 : 409);
    }
  });

  it('treats a parked onboarding without its stage as corrupt data', () => {
    expect(() => transitionOnboarding(status(Q, 'PENDING', null), 'APPROVE_QUOTA_CHANGE')).toThrow(
      RangeError,
    );
  });
});

describe('a whole journey', () => {
  const run = (from: OnboardingStatus, events: OnboardingEvent[]) =>
    events.reduce((s, e) => assertOnboardingTransition(s, e), from);

  it('goes from a new onboarding to APPROVED through every stage', () => {
    const events: OnboardingEvent[] = [
      'SAVE_PART',
      'COMPLETE_STEP_1',
      'GENERATE_CONTRACT',
      'SIGN_CONTRACT',
      'APPROVE_SIGNING',
      'REGISTER_DEPOSIT',
      'APPROVE',
    ];
    expect(run(newOnboardingStatus(), events)).toEqual(status('APPROVED', 'APPROVED', null, false));
  });

  it('resumes where it was after a quota change and a hold', () => {
    const signed = run({ ...newOnboardingStatus(), hasInvestment: true }, [
      'COMPLETE_STEP_1',
      'GENERATE_CONTRACT',
      'SIGN_CONTRACT',
      'APPROVE_SIGNING',
    ]);
    expect(run(signed, ['QUOTA_VALUE_CHANGED', 'QUOTA_VALUE_CHANGED', 'APPROVE_QUOTA_CHANGE'])).toEqual(
      signed,
    );
    expect(
      run(signed, ['RESTRICTED_MATCH', 'CLEAR_RESTRICTION', 'QUOTA_VALUE_CHANGED', 'REJECT_QUOTA_CHANGE']),
    ).toEqual(signed);
    expect(run(signed, ['QUOTA_VALUE_CHANGED', 'FORCE_CANCEL', 'SUPPORT_CANCEL'])).toEqual(
      status('CANCELED_BY_SUPPORT', 'APPROVED'),
    );
  });

  it('voids a generated contract when step-1 data is edited, and needs a new one to sign', () => {
    const edited = run(newOnboardingStatus(), ['COMPLETE_STEP_1', 'GENERATE_CONTRACT', 'SAVE_PART']);
    expect(edited).toEqual(status('IN_PROGRESS', 'PENDING', null, false));
    const result = transitionOnboarding(run(edited, ['COMPLETE_STEP_1']), 'SIGN_CONTRACT');
    expect(result.ok || result.code).toBe('ONBOARDING_CONTRACT_NOT_GENERATED');
  });
});
