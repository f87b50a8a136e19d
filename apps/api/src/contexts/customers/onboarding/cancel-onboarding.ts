import { DomainError, type OnboardingEvent, type OnboardingStatusResponse } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import type { ClientInfo } from '../../../shared/client-info.ts';
import { applyOnboardingEvent } from './apply-onboarding-event.ts';
import { loadOwnedOnboarding, statusOf } from './onboarding-view.ts';

/**
 * PUT /api/onboarding/{id} (CANCEL) and PUT /api/onboarding/{id}/true (FORCE_CANCEL): the state
 * machine decides. Cancelling once the contract is APPROVED answers ONBOARDING_CANCEL_AFTER_APPROVAL,
 * the code that opens the post-signing modal; a force cancel leaves the onboarding WAITING_FOR_CANCEL
 * until support carries it out. Resetting progressPercentage is the web's job (requirements R4). The
 * quota-changed dialog's CANCELAR SOLICITUD is the same CANCEL, limited to a paused onboarding.
 */
export async function cancelOnboarding(
  ctx: AppContext,
  input: {
    userId: string;
    onboardingId: string;
    event: Extract<OnboardingEvent, 'CANCEL' | 'FORCE_CANCEL'>;
    expectedVersion: number | undefined;
    client: ClientInfo;
    /** PUT {id}/cancel-by-quota-value-change cancels only an onboarding paused by a quota change. */
    onlyQuotaChangePaused?: boolean;
  },
): Promise<OnboardingStatusResponse> {
  const { row, parts } = await loadOwnedOnboarding(ctx.db, input.onboardingId, input.userId);
  if (input.onlyQuotaChangePaused && row.state !== 'CANCELED_BY_QUOTA_VALUE_CHANGE')
    throw new DomainError('ONBOARDING_NO_QUOTA_CHANGE');
  if (input.expectedVersion !== undefined && input.expectedVersion !== row.version)
    throw new DomainError('ONBOARDING_CHANGED');
  const at = ctx.now();
  const updated = await ctx.db.transaction((tx) =>
    applyOnboardingEvent(ctx, tx, {
      row,
      status: statusOf(row, parts),
      event: input.event,
      actorUserId: input.userId,
      client: input.client,
      at,
      ...(input.event === 'CANCEL' ? { canceledAt: at } : {}),
    }),
  );
  return {
    _id: updated.id,
    onboardingId: updated.id,
    state: updated.state,
    keynuaContractState: updated.contractState,
  };
}
