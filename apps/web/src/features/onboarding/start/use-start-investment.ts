import {
  onboardingPath,
  quotaChangeNewAmount,
  type CurrencyCode,
  type OnboardingInfo,
  type PendingOnboardingResponse,
} from '@invierte/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { ApiError, errorMessageOf } from '../../../lib/api-client';
import { approveQuotaChange } from '../api/approve-quota-change';
import { cancelOnboarding } from '../api/cancel-onboarding';
import { checkProductLock } from '../api/check-product-lock';
import { profileMeQueryOptions } from '../../../lib/session-api/profile-me';
import { createInvestment } from '../api/create-investment';
import { createOnboarding } from '../api/create-onboarding';
import { forceCancelOnboarding } from '../api/force-cancel-onboarding';
import { fetchOnboardingInfo } from '../api/get-onboarding-info';
import { getPendingOnboarding } from '../api/get-pending-onboarding';

/** The reactivate dialog's figures (requirements R2), from the paused onboarding's info. */
export interface ReactivateFigures {
  oldQuota: string;
  newQuota: string;
  quotaNumber: string;
  newAmount: string;
  currency: CurrencyCode;
}

export type StartDialog =
  | { kind: 'checking' }
  /** The product takes no investments: the "stop" modal with the server's message. */
  | { kind: 'stop'; message: string }
  /** Any other refusal: the server's message in the process-in-progress dialog. */
  | { kind: 'in-progress'; message: string }
  /** The pending-onboarding dialog; `pendingButtons` (create answered 400) leaves only "Entendido". */
  | { kind: 'pending'; pending: PendingOnboardingResponse; pendingButtons: boolean }
  | { kind: 'reactivate'; pending: PendingOnboardingResponse; figures: ReactivateFigures | null }
  /** The contract is approved: only support can cancel (force cancel). */
  | { kind: 'force-cancel'; pending: PendingOnboardingResponse }
  /** A cancellation waits for support (WAITING_FOR_CANCEL, or the force cancel just sent). */
  | { kind: 'cancel-in-process' }
  | { kind: 'error' };

export interface StartInvestment {
  dialog: StartDialog | null;
  busy: boolean;
  start: () => Promise<void>;
  /** "Completar proceso" / "CONTINUAR": approves the quota change first when the reaction says so. */
  continuePending: (pending: PendingOnboardingResponse) => Promise<void>;
  /** "Cancelar y empezar una nueva" / "CANCELAR SOLICITUD". */
  cancelAndStartNew: (pending: PendingOnboardingResponse) => Promise<void>;
  forceCancel: (pending: PendingOnboardingResponse) => Promise<void>;
  close: () => void;
}

function figuresOf(info: OnboardingInfo): ReactivateFigures | null {
  const newQuota = info.product.quotaValue;
  if (!info.investment || !newQuota) return null;
  return {
    oldQuota: info.investment.quotaValue,
    newQuota,
    quotaNumber: info.investment.quotaNumber,
    newAmount: quotaChangeNewAmount(newQuota, info.investment.quotaNumber),
    currency: info.product.currency.code,
  };
}

/**
 * Requirements R4 "Starting an investment" and R8: check the product, create the onboarding (a participant's
 * carries their KYC over: create-invesment) and go to it;
 * when creation is refused, react by status code (400 and 409 look up the pending onboarding, 403
 * does not, anything else shows its message) and by the pending onboarding's reaction.
 */
export function useStartInvestment(
  productId: string,
  go: (path: string) => void,
  onDismiss: () => void,
): StartInvestment {
  const client = useQueryClient();
  const [dialog, setDialog] = useState<StartDialog | null>(null);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const showPending = useCallback(
    async (status: number, message: string) => {
      let pending: PendingOnboardingResponse;
      try {
        pending = await getPendingOnboarding(productId);
      } catch (error) {
        // Requirements R8: a failed pending lookup is only logged; the refusal's message still shows.
        console.warn('pending onboarding lookup failed', error);
        setDialog({ kind: 'in-progress', message });
        return;
      }
      switch (pending.reaction.dialog) {
        case 'reactivate': {
          const info = await fetchOnboardingInfo(pending.onboardingId).catch(() => null);
          setDialog({ kind: 'reactivate', pending, figures: info && figuresOf(info) });
          return;
        }
        case 'cancel-post-signing':
          setDialog({ kind: 'cancel-in-process' });
          return;
        case null:
          setDialog({ kind: 'in-progress', message });
          return;
        default:
          setDialog({ kind: 'pending', pending, pendingButtons: status === 400 });
      }
    },
    [productId],
  );

  const start = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setDialog({ kind: 'checking' });
    try {
      await checkProductLock(productId);
      // A participant already gave their KYC: their new subscription carries it over.
      const me = await client.ensureQueryData(profileMeQueryOptions());
      const created =
        me.profile === 'PARTICIPE' ? await createInvestment(productId) : await createOnboarding(productId);
      setDialog(null);
      go(`/onboarding/${encodeURIComponent(created._id)}`);
    } catch (error) {
      if (!(error instanceof ApiError)) setDialog({ kind: 'error' });
      else if (error.code === 'PRODUCT_LOCKED') setDialog({ kind: 'stop', message: error.message });
      else if (error.status === 400 || error.status === 409) await showPending(error.status, error.message);
      // 403: not allowed to start one at all, nothing pending to look up.
      else if (error.kind === 'server') setDialog(null);
      else setDialog({ kind: 'in-progress', message: errorMessageOf(error) });
    } finally {
      running.current = false;
    }
  }, [productId, go, showPending, client]);

  const continuePending = useCallback(
    async (pending: PendingOnboardingResponse) => {
      setBusy(true);
      try {
        if (pending.reaction.autoApproveQuotaChange || pending.reaction.dialog === 'reactivate') {
          try {
            const step = await approveQuotaChange(pending.onboardingId);
            if (step.stepOnboarding !== null || step.step.startsWith('/')) {
              go(onboardingPath(pending.onboardingId, step as Parameters<typeof onboardingPath>[1]));
              return;
            }
          } catch (error) {
            // Requirements R8: a failed approval is only logged; the onboarding route resumes it.
            console.warn('quota change approval failed', error);
          }
        }
        go(`/onboarding/${encodeURIComponent(pending.onboardingId)}`);
      } finally {
        setBusy(false);
      }
    },
    [go],
  );

  const cancelAndStartNew = useCallback(
    async (pending: PendingOnboardingResponse) => {
      // Requirements R4: with the contract approved the post-signing modal shows instead.
      if (pending.reaction.cancelAction === 'force-cancel' || pending.contractState === 'APPROVED') {
        setDialog({ kind: 'force-cancel', pending });
        return;
      }
      setBusy(true);
      try {
        await cancelOnboarding(pending.onboardingId);
      } catch (error) {
        setBusy(false);
        if (error instanceof ApiError && error.code === 'ONBOARDING_CANCEL_AFTER_APPROVAL')
          setDialog({ kind: 'force-cancel', pending });
        else if (!(error instanceof ApiError && error.kind === 'server')) setDialog({ kind: 'error' });
        return;
      }
      setBusy(false);
      // Validation runs again: product check and a new onboarding.
      await start();
    },
    [start],
  );

  const forceCancel = useCallback(async (pending: PendingOnboardingResponse) => {
    setBusy(true);
    try {
      await forceCancelOnboarding(pending.onboardingId);
      setDialog({ kind: 'cancel-in-process' });
    } catch (error) {
      if (!(error instanceof ApiError && error.kind === 'server')) setDialog({ kind: 'error' });
    } finally {
      setBusy(false);
    }
  }, []);

  const close = useCallback(() => {
    setDialog(null);
    onDismiss();
  }, [onDismiss]);

  return { dialog, busy, start, continuePending, cancelAndStartNew, forceCancel, close };
}
