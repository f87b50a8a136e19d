import { CHECKING_DECLARATION, type CheckingRequest, type CheckingResponse } from '@invierte/domain';
import type { AppContext } from '../../../../context.ts';
import type { ClientInfo } from '../../../../shared/client-info.ts';
import { loadOwnedOnboarding, statusOf } from '../onboarding-view.ts';
import { onboardingRepository } from '../onboarding.repository.ts';
import { assertDepositDue } from './deposit-state.ts';

/** The onboarding part that holds the accepted declaration. */
export const CHECKING_PART = 'checking';

/**
 * POST /api/onboarding/checking/register: the investor's final declaration before the back office
 * reviews the deposit (lawful funds, own account, true data). Stored as the part 'checking' with the
 * exact text, time, address and browser; the deposit cannot be registered without it. No state
 * change: it belongs to step 3 and is accepted only while the deposit is due.
 */
export async function registerChecking(
  ctx: AppContext,
  input: { userId: string; request: CheckingRequest; client: ClientInfo },
): Promise<CheckingResponse> {
  const facts = await loadOwnedOnboarding(ctx.db, input.request.onboardingId, input.userId);
  assertDepositDue(statusOf(facts.row, facts.parts));
  const acceptedAt = ctx.now();
  await onboardingRepository.upsertPart(
    ctx.db,
    facts.row.id,
    CHECKING_PART,
    {
      declaration: CHECKING_DECLARATION,
      acceptedAt: acceptedAt.toISOString(),
      ip: input.client.ip,
      userAgent: input.client.userAgent,
    },
    acceptedAt,
  );
  return {
    onboardingId: facts.row.id,
    declaration: CHECKING_DECLARATION,
    acceptedAt: acceptedAt.toISOString(),
  };
}
