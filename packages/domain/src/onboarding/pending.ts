import type { OnboardingErrorCode } from './errors.ts';
import { isFinalOnboardingState, type ContractState, type OnboardingState } from './states.ts';

/**
 * Requirements R4 "Starting an investment": when creating an onboarding fails because one is pending, the
 * web fetches it (GET /api/onboarding/pending) and reacts by its state. This is that table.
 */

/** A new onboarding may start only when the previous one is closed (or there is none), requirements R4. */
export function canStartNew(pendingState: OnboardingState | null | undefined): boolean {
  return pendingState == null || isFinalOnboardingState(pendingState);
}

export interface PendingOnboardingFacts {
  state: OnboardingState;
  contractState: ContractState;
  /** The pending onboarding has its investment part (quotaValue, quotaNumber). */
  hasInvestment: boolean;
  /** It is for the product the investor is starting now. */
  sameProduct: boolean;
}

export type PendingOnboardingDialog =
  /** "¿Deseas continuar con tu solicitud?" with old/new quota value and the new amount (requirements R2). */
  | 'reactivate'
  /** The pending one is for another product: continue that process (an event the page handles). */
  | 'continue-other-process'
  /** No investment to reprice: approve the quota change on "continue", then show the message. */
  | 'auto-approve-and-message'
  /** WAITING_FOR_CANCEL: the cancel-after-signing modal (support is cancelling it). */
  | 'cancel-post-signing'
  /** The pending-onboarding dialog with its single "Entendido" button: nothing for the investor to do. */
  | 'pending-buttons-enabled'
  /** The pending-onboarding dialog with "complete process" and "cancel and start a new one". */
  | 'complete-process';

export interface PendingOnboardingReaction {
  /** null: nothing is pending, the new onboarding can be created. */
  dialog: PendingOnboardingDialog | null;
  /** requirements R4: set when the contract is APPROVED or the state IN_VERIFICATION. */
  forceCancel: boolean;
  /** "Continue" approves the quota change first (requirements R4 pending dialog actions). */
  autoApproveQuotaChange: boolean;
  /**
   * What the dialog's cancel does: 'cancel' (PUT {id}, then start the new one), 'force-cancel' (the
   * post-signing modal, then PUT {id}/true), or null when the dialog offers no cancel.
   */
  cancelAction: 'cancel' | 'force-cancel' | null;
  /** The code the API refuses POST /api/onboarding/create with (requirements R8: 400 or 409), null when allowed. */
  createRefusal: Extract<OnboardingErrorCode, 'ONBOARDING_PENDING' | 'ONBOARDING_PENDING_REVIEW'> | null;
}

function dialogFor(facts: PendingOnboardingFacts): PendingOnboardingDialog | null {
  switch (facts.state) {
    case 'CANCELED_BY_QUOTA_VALUE_CHANGE':
      if (!facts.hasInvestment) return 'auto-approve-and-message';
      return facts.sameProduct ? 'reactivate' : 'continue-other-process';
    case 'WAITING_FOR_CANCEL':
      return 'cancel-post-signing';
    // Held by compliance (ON_HOLD): the investor can only wait, and is never told why.
    case 'WAITING_FOR_APPROVAL':
    case 'ON_HOLD':
      return 'pending-buttons-enabled';
    case 'IN_PROGRESS':
    case 'PENDING_SIGNATURE':
    case 'PENDING_DEPOSIT':
    case 'IN_VERIFICATION':
      return 'complete-process';
    default:
      return null;
  }
}

/** Which dialog the web shows for a pending onboarding, and what its buttons do. */
export function pendingOnboardingReaction(facts: PendingOnboardingFacts): PendingOnboardingReaction {
  const dialog = canStartNew(facts.state) ? null : dialogFor(facts);
  const forceCancel = facts.contractState === 'APPROVED' || facts.state === 'IN_VERIFICATION';
  // Waiting dialogs have only "Entendido"; every other one lets the investor drop the pending request.
  const offersCancel =
    dialog !== null && dialog !== 'pending-buttons-enabled' && dialog !== 'cancel-post-signing';
  return {
    dialog,
    forceCancel,
    autoApproveQuotaChange: dialog === 'auto-approve-and-message',
    cancelAction: offersCancel ? (forceCancel ? 'force-cancel' : 'cancel') : null,
    createRefusal:
      dialog === null
        ? null
        : dialog === 'pending-buttons-enabled'
          ? 'ONBOARDING_PENDING_REVIEW'
          : 'ONBOARDING_PENDING',
  };
}
