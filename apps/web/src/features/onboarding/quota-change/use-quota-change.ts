import {
  onboardingPath,
  quotaChangeOutcomes,
  type CurrencyCode,
  type OnboardingInfo,
  type OnboardingResumeTarget,
} from '@invierte/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { storageKeys } from '../../../lib/storage-keys';
import { approveQuotaChange, type QuotaChangeStep } from '../api/approve-quota-change';
import { cancelByQuotaChange } from '../api/cancel-by-quota-change';
import { forceCancelOnboarding } from '../api/force-cancel-onboarding';
import { onboardingInfoKey } from '../api/get-onboarding-info';
import { rejectQuotaChange } from '../api/reject-quota-change';

/** requirements R3 "Quota-change data", from the paused onboarding's info. */
export interface QuotaChangeFigures {
  fondoName: string;
  symbol: string;
  currency: CurrencyCode;
  oldQuota: string;
  newQuota: string;
  quotaNumber: string;
  amount: string;
  /** CONTINUAR: the quotas stay, the amount follows the new value (2 decimals). */
  approve: { amount: string; quotaNumber: string };
  /** Keeping the amount: the quotas follow the new value (8 decimals, truncated). */
  reject: { amount: string; quotaNumber: string };
}

export type QuotaChangeView =
  | 'changed'
  | 'reactivate'
  | 'rejected'
  | 'force-cancel'
  | 'cancel-in-process'
  /** A 400 on answering: the value is being updated; talk to an adviser (requirements R2). */
  | 'updating'
  /** Any other refusal: the server's message (HTML, sanitized) or the 4:30 pm default. */
  | 'message'
  | 'error';

export function quotaChangeFiguresOf(info: OnboardingInfo): QuotaChangeFigures | null {
  const newQuota = info.product.quotaValue;
  if (!info.investment || !newQuota) return null;
  const { amount, quotaValue: oldQuota, quotaNumber } = info.investment;
  return {
    fondoName: info.product.name,
    symbol: info.product.currency.symbol,
    currency: info.product.currency.code,
    oldQuota,
    newQuota,
    quotaNumber,
    amount,
    ...quotaChangeOutcomes({ newQuotaValue: newQuota, amount, quotaNumber }),
  };
}

/**
 * The quota-changed dialog's flow on an onboarding route (requirements R2 dialogs, R4 "Quota change"):
 * continue (approve and go to the returned step), keep the amount (reject, notice, then the step),
 * or cancel — a plain cancel, or the force cancel when the contract is already APPROVED.
 */
export function useQuotaChange(info: OnboardingInfo) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [view, setView] = useState<QuotaChangeView>('changed');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [resumeAt, setResumeAt] = useState<QuotaChangeStep | null>(null);
  const forceCancel = info.keynuaContractState === 'APPROVED' || info.resumeState === 'IN_VERIFICATION';

  const refresh = () => queryClient.invalidateQueries({ queryKey: onboardingInfoKey(info._id) });
  const goTo = async (step: QuotaChangeStep) => {
    await refresh();
    // The server answers only pairs that nextOnboardingStep produces.
    void navigate(onboardingPath(info._id, step as OnboardingResumeTarget), { replace: true });
  };
  const leave = () => {
    localStorage.removeItem(storageKeys.progressPercentage);
    void navigate('/portafolio', { replace: true });
  };

  async function run<T>(call: () => Promise<T>, then: (result: T) => void | Promise<void>) {
    setBusy(true);
    try {
      await then(await call());
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      // Every refusal is answered in place, by one of this dialog's views.
      apiError?.markShown();
      setFailure(apiError);
      setView(
        apiError?.status === 400 ? 'updating' : apiError && apiError.status < 500 ? 'message' : 'error',
      );
    } finally {
      setBusy(false);
    }
  }

  return {
    view,
    busy,
    failure,
    forceCancel,
    figures: quotaChangeFiguresOf(info),
    /** CONTINUAR CON LA SOLICITUD → the reactivate dialog with the new figures. */
    showReactivate: () => setView('reactivate'),
    approve: () => run(() => approveQuotaChange(info._id), goTo),
    keepAmount: () =>
      run(
        () => rejectQuotaChange(info._id),
        (step) => {
          setResumeAt(step);
          setView('rejected');
        },
      ),
    closeRejected: () => (resumeAt ? goTo(resumeAt) : refresh()),
    /** CANCELAR SOLICITUD: after contract approval only support can cancel (post-signing modal). */
    cancel: () =>
      forceCancel
        ? setView('force-cancel')
        : run(
            () => cancelByQuotaChange(info._id),
            () => {
              localStorage.setItem(storageKeys.progressPercentage, '0');
              void navigate('/portafolio', { replace: true });
            },
          ),
    requestForceCancel: () =>
      run(
        () => forceCancelOnboarding(info._id),
        () => setView('cancel-in-process'),
      ),
    leave,
    back: () => setView('changed'),
  };
}

export type QuotaChangeFlow = ReturnType<typeof useQuotaChange>;
