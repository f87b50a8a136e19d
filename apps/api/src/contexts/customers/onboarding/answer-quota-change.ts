import {
  DomainError,
  nextOnboardingStep,
  quotaChangeOutcomes,
  type QuotaChangeStepResponse,
  type SavedInvestment,
} from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import type { ClientInfo } from '../../../shared/client-info.ts';
import { refuseWhileQuotaUpdating } from '../../catalogue/index.ts';
import { applyOnboardingEvent } from './apply-onboarding-event.ts';
import { onboardingRepository } from './onboarding.repository.ts';
import { loadOwnedOnboarding, progressInputOf, statusOf } from './onboarding-view.ts';

/**
 * PATCH /api/onboarding/{id}/approve-change-quota-value and …/reject-change-quota-value: the investor
 * answers the quota-changed dialog. Approving keeps the quotas (new amount = new quota value × quota
 * number, 2 decimals); rejecting keeps the amount (quotas = amount ÷ new value, 8 decimals truncated)
 * — docs/onboarding.md reading 5. The investment is repriced at the day's value and the onboarding
 * resumes its stage, in one transaction; the answer says where the web continues (requirements R3).
 */
export async function answerQuotaChange(
  ctx: AppContext,
  input: {
    userId: string;
    onboardingId: string;
    answer: 'approve' | 'reject';
    expectedVersion: number | undefined;
    client: ClientInfo;
  },
): Promise<QuotaChangeStepResponse> {
  const { row, parts, product, quota, hasBankAccounts } = await loadOwnedOnboarding(
    ctx.db,
    input.onboardingId,
    input.userId,
  );
  if (input.expectedVersion !== undefined && input.expectedVersion !== row.version)
    throw new DomainError('ONBOARDING_CHANGED');
  refuseWhileQuotaUpdating(ctx, quota);
  const event = input.answer === 'approve' ? 'APPROVE_QUOTA_CHANGE' : 'REJECT_QUOTA_CHANGE';
  const investment = parts.get('investment') as SavedInvestment | undefined;
  const at = ctx.now();
  const updated = await ctx.db.transaction(async (tx) => {
    let repriced: SavedInvestment | undefined;
    if (investment && quota) {
      const outcome = quotaChangeOutcomes({
        newQuotaValue: quota.value,
        amount: investment.amount,
        quotaNumber: investment.quotaNumber,
      })[input.answer];
      repriced = { ...investment, ...outcome, quotaValue: quota.value, quotaValueDate: quota.valueDate };
    }
    const moved = await applyOnboardingEvent(ctx, tx, {
      row,
      status: statusOf(row, parts),
      event,
      actorUserId: input.userId,
      client: input.client,
      at,
      part: repriced ? 'investment' : undefined,
      data: repriced ? { before: investment, after: repriced } : undefined,
    });
    if (repriced) {
      await onboardingRepository.upsertPart(tx, row.id, 'investment', { ...repriced }, at);
      parts.set('investment', { ...repriced });
    }
    return moved;
  });
  const next = nextOnboardingStep(progressInputOf(updated, parts, product, hasBankAccounts));
  return {
    onboardingId: updated.id,
    state: updated.state,
    stepOnboarding: next.stepOnboarding,
    step: next.step,
  };
}
