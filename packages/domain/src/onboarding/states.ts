/**
 * The onboarding's two state fields (requirements R3 Onboarding: `state` and `keynuaContractState`).
 * The four names requirements R4 shows are spelled exactly as it does; the others are the stages a real
 * flow needs between them. Diagram and sources: docs/onboarding.md.
 */
export const onboardingStates = [
  /** Step 1: the investor is filling in the KYC parts (personal data … bank account). */
  'IN_PROGRESS',
  /** Step 2: every step-1 part is saved; the contract is generated and waits for the signature. */
  'PENDING_SIGNATURE',
  /** Signed; the back office reviews the signing (requirements R4 "approve its signing"). */
  'WAITING_FOR_APPROVAL',
  /** Step 3: signing approved (contract APPROVED); the investor transfers and uploads the voucher. */
  'PENDING_DEPOSIT',
  /** Deposit registered; the back office verifies the transfer ("Estamos verificando tu transferencia"). */
  'IN_VERIFICATION',
  /** Deposit approved and quotas credited: the investor is a participant. Final. */
  'APPROVED',
  /** Turned down by the back office, with a reason. Final. */
  'DISAPPROVED',
  /** Cancelled by the investor before the contract was approved. Final. */
  'CANCELED',
  /** The investor asked support to cancel (force cancel); nothing else happens until support does. */
  'WAITING_FOR_CANCEL',
  /** Cancelled by support after a force-cancel request. Final. */
  'CANCELED_BY_SUPPORT',
  /** Paused: the product's quota value changed while the onboarding had an investment. */
  'CANCELED_BY_QUOTA_VALUE_CHANGE',
  /** Paused: the document number matched the restricted list; compliance reviews it. */
  'ON_HOLD',
] as const;
export type OnboardingState = (typeof onboardingStates)[number];

/** States no event leaves; a new onboarding may start beside them (requirements R4). */
export const finalOnboardingStates = [
  'APPROVED',
  'DISAPPROVED',
  'CANCELED',
  'CANCELED_BY_SUPPORT',
] as const satisfies readonly OnboardingState[];
export type FinalOnboardingState = (typeof finalOnboardingStates)[number];

/** The stages of the forward path; a paused onboarding remembers which one to go back to. */
export const stageStates = [
  'IN_PROGRESS',
  'PENDING_SIGNATURE',
  'WAITING_FOR_APPROVAL',
  'PENDING_DEPOSIT',
  'IN_VERIFICATION',
] as const satisfies readonly OnboardingState[];
export type StageState = (typeof stageStates)[number];

/** States that park an onboarding away from its stage and keep `resumeState`. */
export const parkedStates = [
  'CANCELED_BY_QUOTA_VALUE_CHANGE',
  'ON_HOLD',
  'WAITING_FOR_CANCEL',
] as const satisfies readonly OnboardingState[];
export type ParkedState = (typeof parkedStates)[number];

export function isFinalOnboardingState(state: OnboardingState): state is FinalOnboardingState {
  return (finalOnboardingStates as readonly OnboardingState[]).includes(state);
}

export function isStageState(state: OnboardingState): state is StageState {
  return (stageStates as readonly OnboardingState[]).includes(state);
}

export function isParkedState(state: OnboardingState): state is ParkedState {
  return (parkedStates as readonly OnboardingState[]).includes(state);
}

/** The contract's own state (requirements R3 `keynuaContractState`; R4 names APPROVED). */
export const contractStates = [
  /** No contract yet (step 1), or the generated one was voided by editing step-1 data. */
  'PENDING',
  /** Generated from the investor's data and ready to sign. */
  'GENERATED',
  /** Signed by the investor; the back office has not reviewed it yet. */
  'SIGNED',
  /** The back office approved the signing: from here the investor can no longer cancel alone. */
  'APPROVED',
  /** The back office rejected the signing; the investor generates and signs again. */
  'REJECTED',
] as const;
export type ContractState = (typeof contractStates)[number];

/** Spanish names for the back office's state filter and the investor's screens. */
export const onboardingStateLabels: Record<OnboardingState, string> = {
  IN_PROGRESS: 'En registro de datos',
  PENDING_SIGNATURE: 'Pendiente de firma',
  WAITING_FOR_APPROVAL: 'Firma en revisión',
  PENDING_DEPOSIT: 'Pendiente de depósito',
  IN_VERIFICATION: 'Depósito en verificación',
  APPROVED: 'Aprobada',
  DISAPPROVED: 'Desaprobada',
  CANCELED: 'Cancelada',
  WAITING_FOR_CANCEL: 'Cancelación en proceso',
  CANCELED_BY_SUPPORT: 'Cancelada por soporte',
  CANCELED_BY_QUOTA_VALUE_CHANGE: 'Detenida por cambio de valor cuota',
  ON_HOLD: 'En revisión', // never names the restricted list (issue 9 item 3)
};

export const contractStateLabels: Record<ContractState, string> = {
  PENDING: 'Sin generar',
  GENERATED: 'Generado',
  SIGNED: 'Firmado',
  APPROVED: 'Aprobado',
  REJECTED: 'Rechazado',
};

/**
 * What the transition rules read. `resumeState` is set only while parked; `hasInvestment` says
 * whether the investment part is saved (a quota-value change affects only those, issue 9 item 7).
 */
export interface OnboardingStatus {
  state: OnboardingState;
  contractState: ContractState;
  resumeState: StageState | null;
  hasInvestment: boolean;
}

/** A brand-new onboarding (POST /api/onboarding/create). */
export function newOnboardingStatus(): OnboardingStatus {
  return { state: 'IN_PROGRESS', contractState: 'PENDING', resumeState: null, hasInvestment: false };
}
